/** Back-office texts of the publishing tools (schedules, previews, revisions, search previews). */
export const ADMIN_PUBLISHING = {
  preview: "Preview",
  previewFailed: "Could not make a preview link. Please try again.",
  publishAt: "Publish at",
  publishAtHint: (zone: string) =>
    `In ${zone}. A future time schedules the post (set Status to Published); empty publishes at once.`,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  history: "History of",
  revisionsTitle: (name: string) => `History of ${name}`,
  revisionsHint: "The last 20 saves, newest first. Restoring one saves it again as the newest.",
  revisionsLoading: "Loading saved versions…",
  revisionsFailed: "Could not load the saved versions. Please try again.",
  noRevisions: "No saved versions yet: each save from now on is kept here.",
  unknownAuthor: "Unknown",
  currentRevision: "current",
  restoredFrom: (id: number) => `restored from version #${id}`,
  restore: "Restore",
  restoring: "Restoring...",
  restored: (when: string) => `The version of ${when} is restored.`,
  restoreFailed: "Could not restore that version. Please try again.",
  noChanges: "Saved without changes.",
  firstRevision: "First saved version.",
  /** The publishing states (domain/post-state.ts) as the list, its counters and filter name them. */
  states: { draft: "Draft", scheduled: "Scheduled", published: "Published" },
  stateCounters: { draft: "Drafts", scheduled: "Scheduled", published: "Published" },
  filterByState: "Filter by status",
  allStates: "All statuses",
  /** History lines of the schedule. */
  eventScheduled: (when: string) => `Scheduled for ${when}`,
  eventPublishedOnSchedule: "Published on schedule",
  scheduleAuthor: "The schedule",
  /** The editor's preview link. */
  copyPreviewLink: "Copy preview link",
  copyingPreviewLink: "Making the link…",
  previewLinkCopied: (expires: string) => `Preview link copied. It expires ${expires}.`,
  previewLinkManual: (expires: string) => `Copy this preview link (it expires ${expires}):`,
  previewLinkNeedsSave: "Save the post first to get a preview link.",
  /** The social card preview when the card is not drawn yet (drafts have no public card). */
  cardNotYetDrawn: "The generated card is drawn once the page is public; this is its headline.",
} as const;
