/**
 * Where an enquiry came from (issue 26): the first page of the visit, the referring host (never the
 * full URL) and the UTM parameters. First-party and without cookies: the browser keeps them for the
 * visit in sessionStorage (ATTRIBUTION_SCRIPT) and adds them to the form it sends; without JavaScript
 * the form's own request says what it can (its Referer: the form page with its query).
 */

export const ATTRIBUTION_LIMITS = { landingPage: 300, referrerHost: 253, utm: 100 } as const;

/** The form fields (and API body properties) in the order they are shown and exported. */
export const ATTRIBUTION_FIELDS = [
  "landingPage",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** The UTM query parameter of each UTM field. */
export const UTM_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/** Staff's words for each field (enquiry detail, CSV header). */
export const ATTRIBUTION_LABELS: Record<AttributionField, string> = {
  landingPage: "Landing page",
  referrerHost: "Referred by",
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
  utmTerm: "UTM term",
  utmContent: "UTM content",
};

/** The source's own label (enquiry detail, dashboard). */
export const SOURCE_LABEL = "Source";

/** What the dashboard calls an enquiry with neither a UTM source nor a referring host. */
export const DIRECT_SOURCE = "Direct";

/** The source the dashboard groups by: the UTM source, else the referring host, else "Direct". */
export const sourceOf = (a: { utmSource: string | null; referrerHost: string | null }) =>
  a.utmSource || a.referrerHost || DIRECT_SOURCE;

/**
 * The browser's part, inline on every public page (allowed by its hash, like the other constant
 * scripts): the first page of the visit stores the landing page, an outside referrer's host and the
 * UTM parameters in sessionStorage; any form sent later carries them (its FormData gets them as it is
 * built, so both a plain POST and the enhanced submission do). No cookie, nothing sent anywhere else.
 */
export const ATTRIBUTION_SCRIPT = `(function(){try{var k="attribution",s=sessionStorage,l=location,a=JSON.parse(s.getItem(k)||"null");if(!a){var q=new URLSearchParams(l.search),r="";try{var u=new URL(document.referrer);if(u.host!==l.host)r=u.hostname}catch(e){}a={landingPage:l.pathname,referrerHost:r};${JSON.stringify(Object.entries(UTM_PARAMS))}.forEach(function(p){var v=q.get(p[1]);if(v)a[p[0]]=v.slice(0,${ATTRIBUTION_LIMITS.utm})});s.setItem(k,JSON.stringify(a))}document.addEventListener("formdata",function(e){if(e.target.method!=="post")return;for(var n in a)if(a[n])e.formData.set(n,a[n])},true)}catch(e){}})()`;

/** The dashboard's windows (days) for enquiries and bookings by source; the first is the default. */
export const SOURCE_WINDOWS = [30, 90] as const;
export type SourceWindow = (typeof SOURCE_WINDOWS)[number];
/** Rows per list on the dashboard: the biggest sources, pages and areas. */
export const SOURCE_LIST_LENGTH = 10;
