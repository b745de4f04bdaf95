import { exports } from "cloudflare:workers";
import { unique } from "./db";

/** A page of the site through the Worker, redirects left for the test to read. */
export const page = (path: string, init?: RequestInit) =>
  exports.default.fetch(`http://site.test${path}`, { redirect: "manual", ...init });

/** A plain HTML form's POST to a page, from an address of its own. */
export const post = (path: string, fields: Record<string, string>) =>
  page(path, { method: "POST", body: new URLSearchParams(fields), headers: { "CF-Connecting-IP": unique("ip") } });

/** HTML with the entities React writes in text and attributes turned back. */
export const decoded = (html: string) =>
  html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

/** The value of each time button (start|attorney) on a page. */
export const timesOn = (html: string) =>
  [...html.matchAll(/<button(?=[^>]*name="slot")[^>]*value="([^"]+)"/g)].map((m) => m[1] ?? "");

/**
 * The day after tomorrow in a time zone, as /book's `date` asks for it: a whole working day of times
 * whatever the hour the test runs at. The first day with times starts a day's notice from now, so
 * late in the evening it offers one time or none (BOOKING.defaults.noticeMinutes).
 */
export const dayAfterTomorrowIn = (timeZone: string) =>
  new Date(Date.now() + 2 * 86_400_000).toLocaleDateString("en-CA", { timeZone });
