import { z } from "zod";
import { ATTRIBUTION_LIMITS, type Attribution, type AttributionField, UTM_PARAMS } from "../attribution";

/**
 * The attribution a form sends, checked (issue 26). Apart from domain/attribution.ts, whose inline
 * script every public page carries: the pages' script graph stays free of zod, which would otherwise
 * build its schemas (and probe eval, refused under the back office's Trusted Types) before the back
 * office's zod settings apply.
 */

// A control character, or markup's angle brackets: never in a path, host or campaign name.
const UNSAFE = /[\p{Cc}<>]/u;

/**
 * A value the visitor's browser sent: recorded when it has the right shape, else left out. Attribution
 * is never a reason to refuse an enquiry (the visitor cannot see or fix it), so a bad value is dropped.
 */
const kept = (shape: z.ZodType<string>) =>
  z
    .preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined), shape.optional())
    .catch(undefined);

const utm = kept(
  z
    .string()
    .max(ATTRIBUTION_LIMITS.utm)
    .refine((v) => !UNSAFE.test(v)),
);

export const attributionShape = {
  landingPage: kept(
    z
      .string()
      .max(ATTRIBUTION_LIMITS.landingPage)
      .regex(/^\/(?!\/)/)
      .refine((v) => !UNSAFE.test(v) && !/\s/.test(v))
      .describe("The first page of the visit: a path on this site, without its query."),
  ),
  referrerHost: kept(
    z
      .string()
      .max(ATTRIBUTION_LIMITS.referrerHost)
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i)
      .transform((v) => v.toLowerCase())
      .describe("The host of the page that sent the visitor here (another site's), never its full URL."),
  ),
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
  utmTerm: utm,
  utmContent: utm,
};

const attributionSchema = z.object(attributionShape);

/**
 * What a form's own request tells without JavaScript: its Referer, when it is a page of this site
 * (the form page, with the query it was opened with). Another site's Referer gives its host alone.
 */
export function attributionFromReferer(referer: string | null, siteHost: string): Attribution {
  if (!referer) return {};
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return {};
  }
  if (url.host !== siteHost) return { referrerHost: url.hostname };
  const found: Attribution = { landingPage: url.pathname };
  for (const [field, param] of Object.entries(UTM_PARAMS) as [AttributionField, string][]) {
    const value = url.searchParams.get(param);
    if (value) found[field] = value;
  }
  return attributionSchema.parse(found);
}
