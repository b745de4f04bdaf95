import { createHash } from "node:crypto";
import { CSP_DIRECTIVES, TRUSTED_HTML_POLICY } from "@domain/csp";
import { PUBLIC_INLINE_SCRIPTS } from "@domain/page-scripts";
import { TURNSTILE_ORIGIN } from "@domain/turnstile";
import { appEnv } from "@worker/env";
import type { Context } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

/** One year, subdomains included (Hono's default is 180 days). Browsers ignore it over plain http://127.0.0.1. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Every response: HSTS, no MIME sniffing, a careful referrer, no framing, same-origin COOP and CORP. */
const common = {
  strictTransportSecurity: HSTS,
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  crossOriginOpenerPolicy: "same-origin",
  crossOriginResourcePolicy: "same-origin",
} as const;

export const everyResponseHeaders = secureHeaders(common);

/**
 * Pages: an enforced CSP, violations reported to the API by `report-uri` (CSP_DIRECTIVES), and no
 * powerful features. Not `report-to`: Chromium then ignores report-uri and queues reports for the
 * Reporting API, which never delivered here (checked with Chromium against wrangler dev), while
 * report-uri reports arrive at once in every browser.
 */
const pageOptions = {
  ...common,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
};
/** Turnstile's challenge frame, only while Turnstile is on: otherwise the map is the one third-party origin. */
const turnstileFrame = (c: Context) => (appEnv(c.env).turnstile ? TURNSTILE_ORIGIN : "");
/** A CSP hash source: the SHA-256 of a script's exact text. */
const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * Every page's CSP has a fresh nonce per response, which the back office's scripts carry (React
 * Router's inline scripts differ per page). Public pages' markup uses none: their inline scripts are
 * constants allowed by hash, and what those add is trusted through 'strict-dynamic'. A public page is
 * then the same bytes for every visitor, and the edge cache renews only the header's nonce
 * (docs/decisions/007-edge-cache.md). Injected markup matches neither.
 */
const pageCsp = {
  ...CSP_DIRECTIVES,
  scriptSrc: [NONCE, ...PUBLIC_INLINE_SCRIPTS.map(hashSource), "'strict-dynamic'"],
  frameSrc: [...(CSP_DIRECTIVES.frameSrc ?? []), turnstileFrame],
};

export const sitePageHeaders = secureHeaders({ ...pageOptions, contentSecurityPolicy: pageCsp });

/**
 * The back office also requires Trusted Types: script-capable sinks (innerHTML and the like) take
 * only values made by the one named policy, so injected markup has no way in even through our own code.
 */
export const backOfficePageHeaders = secureHeaders({
  ...pageOptions,
  contentSecurityPolicy: { ...pageCsp, requireTrustedTypesFor: ["'script'"], trustedTypes: [TRUSTED_HTML_POLICY] },
});

/** The back office's pages: /admin and below. */
export const isBackOfficePath = (path: string) => path === "/admin" || path.startsWith("/admin/");
