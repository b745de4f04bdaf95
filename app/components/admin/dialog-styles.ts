/** The back office's dialogs share one look: a dimmed page, and a centred panel at most a phone's width less a margin. */
export const DIALOG_OVERLAY = "fixed inset-0 z-40 bg-slate-900/50";

const PANEL =
  "fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white shadow-xl";

/**
 * A dialog panel `width` wide at most (a Tailwind max-w class). `scrolls`: a header, a body that
 * scrolls within 92% of the viewport's height, and a footer; else one padded block (a question).
 */
export const dialogPanel = (width: "max-w-md" | "max-w-xl" | "max-w-2xl" | "max-w-4xl", scrolls = true) =>
  `${PANEL} ${width} ${scrolls ? "flex max-h-[92vh] flex-col" : "p-5"}`;
