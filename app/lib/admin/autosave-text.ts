/** Back-office texts of autosave, its restore offer and the leave prompt. */
export const AUTOSAVE_TEXT = {
  saving: "Saving…",
  saved: (time: string) => `Saved ${time}`,
  notSaved: "Not saved",
  offline: "Not saved: you are offline. It will retry when you are back online.",
  failed: "Not saved: the autosave failed.",
  retry: "Retry",
  restoreTitle: "Unsaved changes were found",
  restoreOffer: (when: string) => `You have an autosave from ${when}, newer than the saved version.`,
  restore: "Restore",
  discard: "Discard",
  discardFailed: "Could not discard the autosave. Please try again.",
  leaveTitle: "Leave without saving?",
  leaveBody: "Your changes are not saved yet. What was autosaved will be offered again the next time you open it.",
  stay: "Stay",
  leave: "Leave",
} as const;
