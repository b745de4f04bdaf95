import { ARTICLE_TAG_NAMES } from "@domain/sanitize";
import { getSchema } from "@tiptap/core";
import type { DOMOutputSpec, MarkType, NodeType } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { articleExtensions, TAGS_ONLY_IN_SOURCE } from "~/components/admin/rich-editor/extensions";

const schema = getSchema(articleExtensions());
const types: (NodeType | MarkType)[] = [...Object.values(schema.nodes), ...Object.values(schema.marks)];

/** The tag a parse rule reads (`img[src]` → img); style-only rules read none. */
const ruleTags = (type: NodeType | MarkType) =>
  (type.spec.parseDOM ?? []).flatMap((rule) =>
    "tag" in rule && rule.tag ? [rule.tag.split(/[^a-z0-9]/i)[0] ?? ""] : [],
  );

/** Every tag name in a DOMOutputSpec array (["figure", {}, ["img", …], ["figcaption", {}, "…"]]). */
function specTags(spec: DOMOutputSpec | undefined): string[] {
  if (!Array.isArray(spec)) return [];
  const [tag, ...rest] = spec as unknown as [string, ...unknown[]];
  return [tag, ...rest.flatMap((part) => specTags(part as DOMOutputSpec))];
}

/** What each type writes, rendered from a node or mark with its default attributes (a caption, a heading level). */
function renderedTags(type: NodeType | MarkType): string[] {
  if ("isText" in type && type.isText) return [];
  const samples =
    type.name === "heading"
      ? [2, 3, 4].map((level) => (type as NodeType).create({ level }))
      : type.name === "image"
        ? [(type as NodeType).create({ src: "/a.png", alt: "", caption: "A caption" })]
        : ["isText" in type ? (type as NodeType).create() : (type as MarkType).create({ href: "/a" })];
  return samples.flatMap((sample) =>
    specTags((type.spec.toDOM as (x: unknown, inline: boolean) => DOMOutputSpec | undefined)?.(sample, true)),
  );
}

describe("the editor's schema and the sanitiser's allowlist (domain/sanitize.ts)", () => {
  it("the editor writes only tags the sanitiser keeps", () => {
    const written = new Set(types.flatMap(renderedTags));
    expect([...written].filter((tag) => !ARTICLE_TAG_NAMES.includes(tag))).toEqual([]);
  });

  it("the editor reads every tag the sanitiser keeps, except tables, which only the source view edits", () => {
    const read = new Set(types.flatMap(ruleTags));
    const expected = ARTICLE_TAG_NAMES.filter((tag) => !TAGS_ONLY_IN_SOURCE.includes(tag)).sort();
    expect([...read].filter((tag) => tag !== "figcaption").sort()).toEqual(
      expected.filter((tag) => tag !== "figcaption"),
    );
  });

  it("reads no tag the sanitiser would drop", () => {
    const read = types.flatMap(ruleTags);
    expect(read.filter((tag) => !ARTICLE_TAG_NAMES.includes(tag))).toEqual([]);
  });
});
