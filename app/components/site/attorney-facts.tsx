import type { TeamMember } from "@domain/rows";
import MapPin from "lucide-react/icons/map-pin";
import { TEAM } from "~/lib/site-text";
import { ContactLine } from "./contact-links";
import { ProfileSection, TextList } from "./profile-section";

export type AttorneyProfile = Pick<
  TeamMember,
  | "email"
  | "phone"
  | "office"
  | "specialties"
  | "education"
  | "barAdmissions"
  | "awards"
  | "recentCases"
  | "publications"
>;

/** The profile's side column: contact, specialties, education, bar admissions, awards. */
export function AttorneyFacts({ profile: p }: { profile: AttorneyProfile }) {
  const icon = "size-4 text-gold-600";
  const link = "text-navy-700 hover:underline";
  return (
    <div className="space-y-10">
      <ProfileSection id="contact-heading" title={TEAM.contact}>
        <ul className="space-y-3 text-slate-700">
          <ContactLine kind="email" value={p.email} iconClass={icon} linkClass={link} />
          <ContactLine kind="phone" value={p.phone} iconClass={icon} linkClass={link} />
          {p.office && (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className={icon} />
              <span>
                <span className="sr-only">{TEAM.office}: </span>
                {p.office}
              </span>
            </li>
          )}
        </ul>
      </ProfileSection>
      <ProfileSection id="specialties-heading" title={TEAM.specialties} show={p.specialties.length > 0}>
        <ul className="flex flex-wrap gap-2">
          {p.specialties.map((s) => (
            <li key={s} className="rounded-full bg-navy-50 px-3 py-1 text-sm font-medium text-navy-800">
              {s}
            </li>
          ))}
        </ul>
      </ProfileSection>
      <ProfileSection id="education-heading" title={TEAM.education} show={p.education.length > 0}>
        <ul className="space-y-3">
          {p.education.map((e) => (
            <li key={`${e.degree}-${e.school}`}>
              <p className="font-semibold text-navy-800">{e.degree}</p>
              <p className="text-slate-700">{[e.school, e.year].filter(Boolean).join(", ")}</p>
              {e.honors && <p className="text-sm text-slate-600 italic">{e.honors}</p>}
            </li>
          ))}
        </ul>
      </ProfileSection>
      <ProfileSection id="bar-heading" title={TEAM.barAdmissions} show={p.barAdmissions.length > 0}>
        <TextList items={p.barAdmissions} />
      </ProfileSection>
      <ProfileSection id="awards-heading" title={TEAM.awards} show={p.awards.length > 0}>
        <TextList items={p.awards} />
      </ProfileSection>
    </div>
  );
}
