import { FIRM_FACTS } from "@domain/constants";
import type { FirmFigures } from "@worker/data/firm-figures";
import Clock from "lucide-react/icons/clock";
import { Link } from "react-router";
import { ABOUT, HOME } from "~/lib/site-text";
import type { TeamCard } from "~/lib/views";
import { type Figure, Figures } from "./figures";
import { Portrait } from "./portrait";
import { useFirm } from "./use-firm";

/**
 * A courthouse drawn in gold behind the card, its pediment rising above the card's top edge: the
 * firm's mark, not a stock picture. Wide screens only: beside a phone's card only slivers would show.
 */
function Columns() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 240 240"
      className="absolute -top-20 left-1/2 hidden size-64 -translate-x-1/2 text-gold-500/25 lg:block"
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
  const facts: Figure[] = [
    [String(FIRM_FACTS.founded), ABOUT.facts.founded],
    ...(figures
      ? ([
          [String(figures.attorneys), ABOUT.facts.attorneys],
          [String(figures.practiceAreas), ABOUT.facts.areas],
          [figures.casesHandled.toLocaleString("en-US"), ABOUT.facts.cases],
        ] as const)
      : []),
  ];
  return (
    <div className="relative self-center lg:col-span-2">
      <Columns />
      {/* Opaque: contrast checkers cannot weigh text against a translucent, blurred background. */}
      <div className="relative rounded-2xl border border-navy-700 bg-navy-800 p-6 shadow-2xl sm:p-8">
        <div className="flex items-center gap-4">
          <ul className="flex shrink-0 -space-x-4">
            {team.slice(0, 3).map((member) => (
              <li key={member.id} className="shrink-0">
                <Portrait
                  person={member}
                  className="size-16 rounded-full bg-navy-100 object-cover ring-4 ring-navy-800"
                />
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-200">
            {HOME.heroTeam}{" "}
            {/* One line: checkers weigh a wrapped link by its whole box, which overlaps the text beside it. */}
            <Link
              to="/team"
              className="whitespace-nowrap font-semibold text-gold-400 underline-offset-4 hover:underline"
            >
              {HOME.heroTeamLink}
            </Link>
          </p>
        </div>
        <Figures
          figures={facts}
          className="mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-lg bg-navy-700"
          itemClass="bg-navy-900 p-4"
          labelClass="text-sm text-slate-300"
          valueClass="font-serif text-2xl font-bold text-gold-400 sm:text-3xl"
        />
        <p className="mt-6 flex gap-3 text-sm text-slate-200">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
          <span>{HOME.heroHours(firm.hours.monday, firm.responsePromise)}</span>
        </p>
      </div>
    </div>
  );
}
