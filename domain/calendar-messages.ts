/** Texts of the staff Calendar (issue 26) that the API and the back office share. */
export const CALENDAR_MESSAGES = {
  range: "Give a range of at most 42 days, its end after its start.",
  unknownAttorney: "Choose an attorney from the team.",
  blockRange: "A blocked time ends after it starts and lasts at most 90 days.",
  blockEnded: "That time is already over: nothing to block.",
  reason: "Keep the reason under 200 characters.",
  notLive: "This consultation is cancelled or already over, so it cannot be changed.",
  alreadyCancelled: "This consultation was already cancelled; nobody was emailed again.",
  /** Named in "… was not found." */
  booking: "The consultation",
  block: "The blocked time",
} as const;

/** The Calendar's fixed numbers. */
export const CALENDAR = {
  /** The longest range one list call answers (six weeks: a month view and its edges). */
  maxRangeDays: 42,
  maxBlockDays: 90,
  reasonMax: 200,
} as const;
