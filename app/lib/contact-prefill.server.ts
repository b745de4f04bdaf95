import { OTHER_AREA } from "@domain/constants";
import { choicesOf } from "@worker/data/enquiry-areas";
import { publishedAreaNames } from "@worker/data/practice-areas";
import { getTeamMember } from "@worker/data/team";
import type { AppEnv } from "@worker/env";
import { BOOKING_TEXT } from "./booking-text";

/**
 * The contact form as opened from an attorney's or a practice area's page: its practice area and a
 * subject naming the attorney, and the practice-area choices: every published area in the Practice
 * Areas page's order, "Other" last.
 */
export async function contactPrefill(app: AppEnv, url: URL) {
  const attorneyId = url.searchParams.get("attorney");
  const areaSlug = url.searchParams.get("area");
  const [areas, attorney] = await Promise.all([
    publishedAreaNames(app.db),
    attorneyId ? getTeamMember(app.db, attorneyId, { includeHidden: false }).catch(() => null) : null,
  ]);
  const choices = choicesOf(areas);
  const areaTitle = areas.find((a) => a.slug === areaSlug)?.title ?? attorney?.department ?? null;
  const prefill: Record<string, string> = {};
  if (areaTitle && areaTitle !== OTHER_AREA && choices.includes(areaTitle)) prefill.practiceArea = areaTitle;
  if (attorney) prefill.subject = BOOKING_TEXT.questionFor(attorney.name);
  return { choices, prefill };
}
