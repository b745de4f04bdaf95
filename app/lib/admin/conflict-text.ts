/** The back office's words when a save meets someone else's newer save (issue 25). */
export const CONFLICT_TEXT = {
  title: "Someone else saved this while you were editing",
  savedBy: (name: string, when: string) => `${name} saved it at ${when}.`,
  savedBySomeone: (when: string) => `It was saved at ${when} by someone else (or by the schedule).`,
  diffHeading: "Their saved version compared with yours",
  legendTheirs: "Struck through",
  legendTheirsMeaning: ": only in their version (saving yours removes it).",
  legendYours: "Underlined",
  legendYoursMeaning: ": only in yours (reloading theirs loses it).",
  onlyTheirs: "only in theirs:",
  onlyYours: "only in yours:",
  same: "No difference in the text: only the time of the save differs.",
  reload: "Reload theirs",
  reloadNote: "Your changes in this form will be lost.",
  reloading: "Reloading...",
  overwrite: "Overwrite with mine",
  overwriteNote: "Saves your version over theirs.",
  overwriting: "Saving...",
  keepEditing: "Keep editing",
  reloaded: "Their version is loaded. Your changes were discarded.",
  rowChanged:
    "Someone changed it since this list was loaded: the list now shows their version. Check it, then try again.",
} as const;
