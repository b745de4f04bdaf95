import { PUBLISHING } from "@domain/constants";

/** Back-office texts of the search-and-social fields and their previews. */
export const ADMIN_SEO = {
  legend: "Search and social",
  intro: "Optional. Left empty, the page uses what it shows today: its title and a summary of its text.",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  socialImage: "Social image",
  socialImageHint:
    "Shown when the page is shared (1200×630 works best). Empty: the page's own image or a generated card.",
  count: (length: number, recommended: number) => `${length} of about ${recommended} characters`,
  tooLong: (field: string, recommended: number) =>
    `${field} is longer than ${recommended} characters: search results may cut it off.`,
  searchPreview: "Search result preview",
  socialPreview: "Social card preview",
  recommended: { metaTitle: PUBLISHING.metaTitleLength, metaDescription: PUBLISHING.metaDescriptionLength },
} as const;
