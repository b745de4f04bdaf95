import { FIRM_FACTS, REPLY_PROMISE_HOURS } from "@domain/constants";
import type { FirmFigures } from "@worker/data/firm-figures";
import Clock from "lucide-react/icons/clock";
import { Link } from "react-router";
import { ABOUT, COMMON, HOME } from "~/lib/site-text";
import type { TeamCard } from "~/lib/views";
import { useFirm } from "./use-firm";

/** The columns of a courthouse, drawn in gold behind the card: the firm's mark, not a stock picture. */
function Columns() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 240 240"
      className="absolute -top-10 -right-16 size-[26rem] text-gold-500/15"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M30 80 120 30 210 80ZM40 200h160M30 220h180M55 95v95M95 95v95M145 95v95M185 95v95M30 88h180" />
    </svg>
  );
}

/**
 * The hero's right half: the attorneys a visitor will meet, the firm's figures counted from the
 * data, and when to reach it (office hours for meetings, online enquiries around the clock).
 */
export function HeroVisual({ team, figures }: { team: readonly TeamCard[]; figures: FirmFigures | null }) {
  const firm = useFirm();
  const facts = [
    [String(FIRM_FACTS.founded), ABOUT.facts.founded],
    ...(figures
      ? [
          [String(figures.attorneys), ABOUT.facts.attorneys],
          [String(figures.practiceAreas), ABOUT.facts.areas],
          [figures.casesHandled.toLocaleString("en-US"), ABOUT.facts.cases],
        ]
      : []),
  ];
  return (
    <div className="relative self-center lg:col-span-2">
      <Columns />
      <div className="relative rounded-2xl border border-navy-700 bg-navy-800/80 p-6 shadow-2xl backdrop-blur sm:p-8">
        <div className="flex items-center gap-4">
          <ul className="flex -space-x-4">
            {team.slice(0, 3).map((member) => (
              <li key={member.id}>
                <img
                  src={member.image ?? "/images/team/placeholder.svg"}
                  alt={COMMON.portrait(member.name)}
                  width={400}
                  height={400}
                  className="size-16 rounded-full bg-navy-100 object-cover ring-4 ring-navy-800"
                />
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-200">
            {HOME.heroTeam}{" "}
            <Link to="/team" className="font-semibold text-gold-400 underline-offset-4 hover:underline">
              {HOME.heroTeamLink}
            </Link>
          </p>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-lg bg-navy-700">
          {facts.map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse bg-navy-900/90 p-4">
              <dt className="text-sm text-slate-300">{label}</dt>
              <dd className="font-serif text-2xl font-bold text-gold-400 sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 flex gap-3 text-sm text-slate-200">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
          <span>{HOME.heroHours(firm.hours.monday, REPLY_PROMISE_HOURS)}</span>
        </p>
      </div>
    </div>
  );
}
