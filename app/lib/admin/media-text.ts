import type { UploadKind } from "@domain/constants";

/** Back-office texts of the media library. */
export const ADMIN_MEDIA = {
  title: "Media",
  description: "Every uploaded image: describe it, see where it is used, reuse it",
  kindLabels: {
    logo: "Logo",
    favicon: "Favicon",
    photo: "Attorney photo",
    "article-image": "Article image",
  } satisfies Record<UploadKind, string>,
  kind: "Kind",
  anyKind: "All kinds",
  search: "Search by alt text or file name",
  onlyUndescribed: "Only images without a description",
  empty: "No images match.",
  loadFailed: "Failed to load the media library",
  columns: { image: "Image", file: "File", alt: "Alt text", usedBy: "Used on", actions: "Actions" },
  decorative: "Decorative (no alt text)",
  undescribed: "Not described yet",
  unused: "Not used",
  describe: "Describe",
  describeTitle: "Describe the image",
  describeHint: "What the image shows, for people who cannot see it. Leave it to a decorative image only.",
  altLabel: "Alt text",
  decorativeLabel: "Decorative: it adds nothing a reader would miss (screen readers skip it)",
  save: "Save",
  saving: "Saving...",
  saved: "The description is saved.",
  saveFailed: "Could not save the description.",
  deleteSentence: (name: string) => `Delete ${name}? This cannot be undone.`,
  deleted: "The image is deleted.",
  deleteFailed: "Could not delete the image.",
  inUse: "Still in use",
  pick: "Choose from library",
  pickTitle: "Choose an image",
  pickHint: "Uploaded images of this kind, newest first.",
  pickOne: (name: string) => `Use ${name}`,
  fileFacts: (type: string, kb: string, size: string | null) => [type, kb, size].filter(Boolean).join(" · "),
} as const;

export const mediaName = (m: { key: string; alt: string | null }) => m.alt || m.key.split("/").pop() || m.key;
export const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
