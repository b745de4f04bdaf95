import { PUBLIC_SERVICE_CHOICES } from "@domain/constants";
import { listPracticeAreas } from "@worker/data/practice-areas";
import { getTeamMember } from "@worker/data/team";
import type { AppEnv } from "@worker/env";
import { enquiryArea } from "./booking-hold.server";
import { BOOKING_TEXT } from "./booking-text";
import { listAll } from "./list-all.server";

/**
 * The contact form as opened from an attorney's or a practice area's page: its practice area and a
 * subject naming the attorney, and the practice-area choices in the Practice Areas page's order
 * (choices without a published page after them, "Other" last).
 */
export async function contactPrefill(app: AppEnv, url: URL) {
  const attorneyId = url.searchParams.get("attorney");
  const areaSlug = url.searchParams.get("area");
  const [areas, attorney] = await Promise.all([
    listAll((page) => listPracticeAreas(app.db, { ...page, includeHidden: false })),
    attorneyId ? getTeamMember(app.db, attorneyId, { includeHidden: false }).catch(() => null) : null,
  ]);
  const order = areas.map((a) => a.title);
  const rank = (choice: string) => {
    const at = order.indexOf(choice);
    return choice === "Other" ? order.length + 1 : at < 0 ? order.length : at;
  };
  const choices = [...PUBLIC_SERVICE_CHOICES].sort((a, b) => rank(a) - rank(b));
  const areaTitle = areas.find((a) => a.slug === areaSlug)?.title ?? attorney?.department ?? null;
  const prefill: Record<string, string> = {};
  const practiceArea = enquiryArea(areaTitle);
  if (practiceArea && practiceArea !== "Other") prefill.practiceArea = practiceArea;
  if (attorney) prefill.subject = BOOKING_TEXT.questionFor(attorney.name);
  return { choices, prefill };
}
