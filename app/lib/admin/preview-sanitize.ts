import { filterXSS } from "xss";

/** Interim: the xss package's defaults until app/lib/sanitize.ts (the API's own sanitiser) lands. */
export const sanitizePreview = (html: string) => filterXSS(html);
