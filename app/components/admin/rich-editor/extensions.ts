import { isSafeUrl } from "@domain/sanitize";
import type { Extensions } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { ArticleImage } from "./article-image";

/** Heading levels an article may use: the page's title is the one h1. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * The editor's schema: exactly what domain/sanitize.ts keeps (tests/app/rich-editor-schema.test.ts
 * holds the two together). Strike-through has no tag in the allowlist, so it is left out.
 */
export function articleExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      strike: false,
      // The one link form the site renders: no classes, no forced new tab; only safe addresses.
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        HTMLAttributes: { class: null, target: null, rel: null },
        isAllowedUri: (url) => typeof url === "string" && isSafeUrl(url),
      },
    }),
    ArticleImage,
  ];
}

/**
 * Tags the sanitiser keeps that the visual editor has no node for: a table written in the source
 * view is stored; pasted, or opened in the visual editor, it becomes rows of separated text
 * (domain/table-text.ts, docs/decisions/040).
 */
export const TAGS_ONLY_IN_SOURCE: readonly string[] = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];
