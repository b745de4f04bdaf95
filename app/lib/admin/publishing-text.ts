/** Back-office texts of the publishing tools (schedules, previews). */
export const ADMIN_PUBLISHING = {
  preview: "Preview",
  previewFailed: "Could not make a preview link. Please try again.",
  publishAt: "Publish at",
  publishAtHint: (zone: string) =>
    `In ${zone}. A future time schedules the post (set Status to Published); empty publishes at once.`,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
} as const;
