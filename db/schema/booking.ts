import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  BOOKING,
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  CONSULTATION_MODES,
  type ConsultationMode,
} from "../../domain/booking";
import { belongsTo, nowIso, oneOf, serialId, timestamps } from "./columns";
import { practiceAreas, teamMembers } from "./content";
import { contacts } from "./enquiries";

/** The attorney a booking row belongs to: required, and deleted with the attorney. */
const attorneyIdColumn = () =>
  text("attorney_id")
    .notNull()
    .references(() => teamMembers.id, { onDelete: "cascade" });

/** What a visitor may book: "Initial consultation, 30 min, by phone, video or in person; free". */
export const consultationTypes = sqliteTable(
  "consultation_types",
  {
    id: serialId(),
    name: text("name").notNull(),
    minutes: integer("minutes").notNull(),
    modes: text("modes", { mode: "json" }).$type<ConsultationMode[]>().notNull().default(sql`'[]'`),
    /** "Free", "$150, credited to your retainer": shown as written. */
    priceNote: text("price_note").notNull().default(""),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      "consultation_types_minutes_check",
      sql`${t.minutes} BETWEEN ${sql.raw(String(BOOKING.minMinutes))} AND ${sql.raw(String(BOOKING.maxMinutes))}`,
    ),
    check("consultation_types_active_check", sql`${t.active} IN (0, 1)`),
  ],
);

/** The firm's booking rules: exactly one row (id = 1). */
export const bookingSettings = sqliteTable(
  "booking_settings",
  {
    id: integer("id").primaryKey(),
    bufferMinutes: integer("buffer_minutes").notNull().default(BOOKING.defaults.bufferMinutes),
    noticeMinutes: integer("notice_minutes").notNull().default(BOOKING.defaults.noticeMinutes),
    horizonDays: integer("horizon_days").notNull().default(BOOKING.defaults.horizonDays),
    stepMinutes: integer("step_minutes").notNull().default(BOOKING.defaults.stepMinutes),
    ...timestamps,
  },
  (t) => [check("booking_settings_single_row_check", sql`${t.id} = 1`)],
);

/** Whole days the firm is closed (holidays), YYYY-MM-DD in the firm's zone, both ends included. */
export const firmClosures = sqliteTable(
  "firm_closures",
  {
    id: serialId(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    label: text("label").notNull().default(""),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("firm_closures_range_check", sql`${t.startDate} <= ${t.endDate}`),
    index("firm_closures_end_idx").on(t.endDate),
  ],
);

/** An attorney's weekly hours: wall-clock HH:MM in the firm's zone, ISO weekday 1 (Monday) to 7. */
export const attorneyHours = sqliteTable(
  "attorney_hours",
  {
    id: serialId(),
    attorneyId: attorneyIdColumn(),
    weekday: integer("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (t) => [
    check("attorney_hours_weekday_check", sql`${t.weekday} BETWEEN 1 AND 7`),
    check("attorney_hours_range_check", sql`${t.startTime} < ${t.endTime}`),
    index("attorney_hours_attorney_idx").on(t.attorneyId, t.weekday),
  ],
);

/** An attorney's time off, or time staff blocked on the Calendar: UTC instants, end excluded. */
export const attorneyTimeOff = sqliteTable(
  "attorney_time_off",
  {
    id: serialId(),
    attorneyId: attorneyIdColumn(),
    startAt: text("start_at").notNull(),
    endAt: text("end_at").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("attorney_time_off_range_check", sql`${t.startAt} < ${t.endAt}`),
    index("attorney_time_off_attorney_idx").on(t.attorneyId, t.endAt),
  ],
);

/** Which consultation types an attorney takes. */
export const attorneyConsultationTypes = sqliteTable(
  "attorney_consultation_types",
  {
    attorneyId: attorneyIdColumn(),
    typeId: belongsTo("type_id", () => consultationTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.attorneyId, t.typeId] }),
    index("attorney_consultation_types_type_idx").on(t.typeId),
  ],
);

/** Which practice areas an attorney takes consultations in. */
export const attorneyPracticeAreas = sqliteTable(
  "attorney_practice_areas",
  {
    attorneyId: attorneyIdColumn(),
    practiceAreaId: belongsTo("practice_area_id", () => practiceAreas.id),
  },
  (t) => [
    primaryKey({ columns: [t.attorneyId, t.practiceAreaId] }),
    index("attorney_practice_areas_area_idx").on(t.practiceAreaId),
  ],
);

/**
 * A consultation: first a short hold while the visitor fills in the form, then confirmed (with its
 * enquiry), perhaps cancelled. One live booking per attorney and start, enforced by the database.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: serialId(),
    attorneyId: attorneyIdColumn(),
    typeId: integer("type_id").references(() => consultationTypes.id, { onDelete: "set null" }),
    /** The enquiry it belongs to in the intake workflow (null while held). */
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    startAt: text("start_at").notNull(),
    endAt: text("end_at").notNull(),
    mode: text("mode", { enum: CONSULTATION_MODES }),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("held"),
    /** SHA-256 of the hold's secret; a hold past holdExpiresAt no longer blocks its slot. */
    holdHash: text("hold_hash").unique(),
    holdExpiresAt: text("hold_expires_at"),
    /** The client's limit key (IPv4, or IPv6 /64) while held: caps live holds per visitor; cleared on booking. */
    holdClient: text("hold_client"),
    /** SHA-256 of the manage link's secret (reschedule, cancel). */
    manageHash: text("manage_hash").unique(),
    /** The zone the visitor booked in, for their emails. */
    visitorTimeZone: text("visitor_time_zone"),
    /** Bumped on each reschedule and on cancelling: the calendar invite's SEQUENCE. */
    sequence: integer("sequence").notNull().default(0),
    /** Moves made through the visitor's manage link (capped at BOOKING.maxVisitorMoves; staff's moves do not count). */
    visitorMoves: integer("visitor_moves").notNull().default(0),
    reminderSentAt: text("reminder_sent_at"),
    cancelledAt: text("cancelled_at"),
    /** What the visitor said when cancelling (optional); staff read it with the booking. */
    cancelReason: text("cancel_reason"),
    ...timestamps,
  },
  (t) => [
    check("bookings_status_check", oneOf("status", BOOKING_STATUSES)),
    check("bookings_mode_check", sql`${t.mode} IS NULL OR ${oneOf("mode", CONSULTATION_MODES)}`),
    check("bookings_range_check", sql`${t.startAt} < ${t.endAt}`),
    uniqueIndex("bookings_attorney_start_unique").on(t.attorneyId, t.startAt).where(sql`status <> 'cancelled'`),
    index("bookings_attorney_range_idx").on(t.attorneyId, t.status, t.startAt),
    index("bookings_start_idx").on(t.status, t.startAt),
    index("bookings_contact_idx").on(t.contactId),
    index("bookings_hold_client_idx").on(t.holdClient, t.holdExpiresAt),
  ],
);

/** Every time a booking was made, moved or cancelled, with the time it then had: the enquiry's history keeps each. */
export const bookingHistory = sqliteTable(
  "booking_history",
  {
    id: serialId(),
    bookingId: belongsTo("booking_id", () => bookings.id),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    event: text("event", { enum: BOOKING_EVENTS }).notNull(),
    /** The meeting's start after the event (a cancel keeps the time that was given up). */
    startAt: text("start_at").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("booking_history_event_check", oneOf("event", BOOKING_EVENTS)),
    index("booking_history_contact_idx").on(t.contactId, t.createdAt),
    index("booking_history_booking_idx").on(t.bookingId),
    // The dashboard's newest events: a range of this index.
    index("booking_history_created_idx").on(t.createdAt),
  ],
);
