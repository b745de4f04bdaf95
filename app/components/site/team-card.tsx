import { TEAM } from "~/lib/site-text";
import type { TeamCard as TeamCardView } from "~/lib/views";
import { ContactLine } from "./contact-links";
import { Portrait, ProfileLink } from "./portrait";

const contactIcon = "size-4 text-slate-500";
const contactLink = "text-navy-700 hover:underline";

/** The home page's short card: image, name, role, specialty, View Profile. */
export function TeamTeaser({ member }: { member: TeamCardView }) {
  return (
    <article className="flex items-center gap-4 overflow-hidden rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-0 sm:text-center">
      <CardPortrait member={member} />
      <div className="sm:p-6">
        <h3 className="font-serif text-xl font-bold text-navy-800">{member.name}</h3>
        <p className="mt-1 font-medium text-slate-700">{member.role}</p>
        <p className="mt-1 text-sm text-slate-600">{member.specialty}</p>
        <ProfileLink
          person={member}
          className="mt-2 inline-block font-semibold text-navy-700 hover:underline sm:mt-4"
        />
      </div>
    </article>
  );
}

/** A small round portrait on a phone, so a card is not mostly picture; full width from 640 px. */
function CardPortrait({ member }: { member: TeamCardView }) {
  return (
    <Portrait
      person={member}
      loading="lazy"
      className="size-24 shrink-0 rounded-full bg-navy-100 object-cover sm:aspect-square sm:size-auto sm:w-full sm:rounded-none"
    />
  );
}

/** The directory card (photo beside the name on a phone, above it from 640 px): photo, name, title, bio, two specialties and '+N more', email, phone. */
export function TeamDirectoryCard({ member }: { member: TeamCardView }) {
  const shown = member.specialties.slice(0, 2);
  const more = member.specialties.length - shown.length;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center gap-4 px-6 pt-6 sm:block sm:p-0">
        <CardPortrait member={member} />
        <div className="sm:px-6 sm:pt-6">
          <h2 className="font-serif text-xl font-bold text-navy-800">{member.name}</h2>
          <p className="mt-1 font-medium text-slate-700">{member.role}</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col px-6 pb-6">
        <p className="mt-3 line-clamp-4 text-sm text-slate-600">{member.bio}</p>
        <ul aria-label={TEAM.specialties} className="mt-4 flex flex-wrap gap-2">
          {shown.map((s) => (
            <li key={s} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-800">
              {s}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-700">{TEAM.more(more)}</li>
          )}
        </ul>
        <ul className="mt-4 space-y-1 text-sm">
          <ContactLine kind="email" value={member.email} iconClass={contactIcon} linkClass={contactLink} />
          <ContactLine kind="phone" value={member.phone} iconClass={contactIcon} linkClass={contactLink} />
        </ul>
        <ProfileLink
          person={member}
          className="mt-auto pt-5 font-semibold text-navy-700 hover:text-navy-900 hover:underline"
        />
      </div>
    </article>
  );
}
