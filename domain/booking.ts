/** Online booking's fixed lists and numbers (issue 26); the maths lives in availability.ts. */

export const CONSULTATION_MODES = ["phone", "video", "in-person"] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

export const MODE_LABELS: Record<ConsultationMode, string> = {
  phone: "By phone",
  video: "By video",
  "in-person": "In person",
};

/** held: the visitor is filling in the form; confirmed: booked; cancelled: frees the slot. */
export const BOOKING_STATUSES = ["held", "confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What happened to a booked consultation, in order; its enquiry shows the last one (issue 38). */
export const BOOKING_EVENTS = ["booked", "moved", "cancelled"] as const;
export type BookingEventName = (typeof BOOKING_EVENTS)[number];

export const BOOKING = {
  minMinutes: 10,
  maxMinutes: 240,
  /** How long a chosen slot is kept for the visitor while they fill in the form. */
  holdMinutes: 10,
  /** Slots offered after "just taken": the nearest free ones, before or after. */
  alternatives: 3,
  /** Live holds one client address (an IPv6 /64) may keep at once: an office sharing one address still books side by side. */
  maxLiveHolds: 3,
  /** Moves a visitor may make through one booking's manage link; then cancel or contact the firm. */
  maxVisitorMoves: 3,
  /** The reminder goes this long before the meeting. */
  reminderHours: 24,
  /** Public availability may be served from the edge cache this long. */
  cacheSeconds: 60,
  /** Days the public day picker lists at most. */
  maxHorizonDays: 90,
  maxNoticeMinutes: 14 * 24 * 60,
  maxBufferMinutes: 120,
  stepChoices: [15, 20, 30, 60],
  defaults: { bufferMinutes: 15, noticeMinutes: 24 * 60, horizonDays: 30, stepMinutes: 30 },
  /** "First available" in the attorney step and in links. */
  anyAttorney: "any",
} as const;
