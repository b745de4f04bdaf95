import type { Database } from "@db/client";
import { OTHER_AREA } from "@domain/constants";
import { publishedAreaNames } from "./practice-areas";

/**
 * What an enquiry may name as its practice area: every published practice area's title, in the
 * Practice Areas page's order, then "Other". The contact form offers these and receipt checks them.
 */
export async function enquiryAreaChoices(db: Database): Promise<string[]> {
  return choicesOf(await publishedAreaNames(db));
}

/** The choices, from the published areas already read. */
export const choicesOf = (areas: readonly { title: string }[]) => [...areas.map((a) => a.title), OTHER_AREA];

export async function isEnquiryArea(db: Database, title: string): Promise<boolean> {
  return (await enquiryAreaChoices(db)).includes(title);
}
