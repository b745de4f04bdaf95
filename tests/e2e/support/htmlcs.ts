import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** HTML_CodeSniffer's browser build, the same checker pa11y runs on the public pages (pa11y.spec.ts). */
const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

declare const HTMLCS: {
  process(standard: string, root: Document, done: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
};

/**
 * HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now, each named by code and element
 * (warnings and notices ask a person to look, as pa11y leaves them out). Run through the DevTools
 * protocol, so the page's CSP and Trusted Types apply to the page, not to the checker.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(`${HTMLCS_SOURCE};globalThis.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const ERROR = 1;
        const name = (element: Element) =>
          element instanceof HTMLElement
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : ""}`
            : String(element.nodeName);
        HTMLCS.process("WCAG2AA", document, () =>
          resolve(
            HTMLCS.getMessages()
              .filter((message) => message.type === ERROR)
              .map((message) => `${message.code} at ${name(message.element)}: ${message.msg}`),
          ),
        );
      }),
  );
}
