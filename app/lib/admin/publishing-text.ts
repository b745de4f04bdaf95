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
} as const;
