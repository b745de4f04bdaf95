/** Texts of the staff Calendar (issue 26) that the API and the back office share. */
export const CALENDAR_MESSAGES = {
  range: "Give a range of at most 42 days, its end after its start.",
  unknownAttorney: "Choose an attorney from the team.",
  blockRange: "A blocked time ends after it starts and lasts at most 90 days.",
  blockEnded: "That time is already over: nothing to block.",
  reason: "Keep the reason under 200 characters.",
  meetingsInBlock:
    "Booked meetings fall in this time. Choose whether to keep them or cancel them and tell the clients; nothing was blocked.",
  meetingsAction: "Say whether to keep the booked meetings or cancel them, and which ones.",
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
  /** More booked meetings than this under one block is a mistake in the range, not a plan. */
  maxMeetingsInBlock: 200,
} as const;

/** What a block does to the booked meetings it covers (decision 037). */
export const BLOCK_MEETING_ACTIONS = ["keep", "cancel"] as const;
export type BlockMeetingsAction = (typeof BLOCK_MEETING_ACTIONS)[number];
