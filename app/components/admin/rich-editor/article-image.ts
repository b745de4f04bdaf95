import { mergeAttributes, Node } from "@tiptap/core";

/** What an article image carries: alt "" marks it decorative; a caption makes it a <figure>. */
export interface ArticleImageAttrs {
  src: string;
  alt: string;
  caption: string;
}

/** The figure's own image and caption, read from a <figure> element. */
function figureAttrs(element: HTMLElement): ArticleImageAttrs | false {
  const image = element.querySelector("img");
  if (!image?.getAttribute("src")) return false;
  return {
    src: image.getAttribute("src") ?? "",
    alt: image.getAttribute("alt") ?? "",
    caption: element.querySelector("figcaption")?.textContent?.trim() ?? "",
  };
}

/**
 * A block image from the media library: `<img src alt>`, or with a caption
 * `<figure><img src alt><figcaption>…</figcaption></figure>` (both in the sanitiser's allowlist).
 */
export const ArticleImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: "" },
      alt: { default: "" },
      caption: { default: "" },
    };
  },
  parseHTML() {
    return [
      { tag: "figure", getAttrs: (element) => figureAttrs(element) },
      {
        tag: "img[src]",
        getAttrs: (element) => ({
          src: element.getAttribute("src"),
          alt: element.getAttribute("alt") ?? "",
          caption: "",
        }),
      },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, caption } = node.attrs as ArticleImageAttrs;
    const image = ["img", mergeAttributes({ src, alt })] as const;
    return caption ? ["figure", {}, image, ["figcaption", {}, caption]] : image;
  },
});
