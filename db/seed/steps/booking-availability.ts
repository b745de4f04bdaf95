import { sql } from "drizzle-orm";
import { BOOKING } from "../../../domain/booking";
import {
  attorneyConsultationTypes,
  attorneyHours,
  attorneyPracticeAreas,
  bookingSettings,
  consultationTypes,
  firmClosures,
  practiceAreas,
  teamMembers,
} from "../../schema";
import type { SeedStep } from "../step";

/** Each seeded attorney and the practice areas (by slug) they take consultations in. */
const ATTORNEY_AREAS: Record<string, string[]> = {
  "eleanor-whitmore": ["corporate-law", "business-law"],
  "daniel-okafor": ["litigation", "personal-injury"],
  "catherine-reyes": ["family-law", "estate-planning"],
  "thomas-hartley": ["criminal-defense"],
  "rebecca-lindqvist": ["real-estate-law", "estate-planning"],
  "marcus-delgado": ["employment-law", "business-law"],
};

const DEMO_TYPES = [
  {
    name: "Initial consultation",
    minutes: 30,
    modes: ["phone", "video", "in-person"],
    priceNote: "Free",
    sortOrder: 0,
  },
  {
    name: "Strategy session",
    minutes: 60,
    modes: ["video", "in-person"],
    priceNote: "$250, credited to any retainer",
    sortOrder: 1,
  },
] as const;

/** Monday to Friday, 9:00–12:00 and 13:00–17:00 in the firm's zone. */
const DEMO_HOURS = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, startTime: "09:00", endTime: "12:00" },
  { weekday, startTime: "13:00", endTime: "17:00" },
]);

const DEMO_CLOSURES = [
  { startDate: "2026-12-24", endDate: "2026-12-25", label: "Christmas" },
  { startDate: "2027-01-01", endDate: "2027-01-01", label: "New Year's Day" },
];

/**
 * Demo availability for online booking: the rules, two consultation types, the seeded attorneys'
 * hours, types and practice areas, and the holidays. Written only for attorneys and practice areas
 * that still exist (INSERT … SELECT), so anything staff removed stays removed.
 */
export const bookingAvailability: SeedStep = {
  name: "booking-availability",
  statements: ({ db }) => {
    const attorneys = Object.keys(ATTORNEY_AREAS);
    const existing = (id: string) => sql`EXISTS (SELECT 1 FROM ${teamMembers} WHERE ${teamMembers.id} = ${id})`;
    return [
      db
        .insert(bookingSettings)
        .values({ id: 1, ...BOOKING.defaults })
        .onConflictDoNothing(),
      db.insert(consultationTypes).values(DEMO_TYPES.map((t) => ({ ...t, modes: [...t.modes] }))),
      db.insert(firmClosures).values(DEMO_CLOSURES),
      ...attorneys.flatMap((id) => [
        // INSERT … SELECT lists every column in the table's order (id: a new one).
        ...DEMO_HOURS.map((h) =>
          db
            .insert(attorneyHours)
            .select(sql`SELECT NULL, ${id}, ${h.weekday}, ${h.startTime}, ${h.endTime} WHERE ${existing(id)}`),
        ),
        db
          .insert(attorneyConsultationTypes)
          .select(sql`SELECT ${id}, ${consultationTypes.id} FROM ${consultationTypes} WHERE ${existing(id)}`)
          .onConflictDoNothing(),
        ...(ATTORNEY_AREAS[id] ?? []).map((slug) =>
          db
            .insert(attorneyPracticeAreas)
            .select(
              sql`SELECT ${id}, ${practiceAreas.id} FROM ${practiceAreas} WHERE ${practiceAreas.slug} = ${slug} AND ${existing(id)}`,
            )
            .onConflictDoNothing(),
        ),
      ]),
    ];
  },
};
