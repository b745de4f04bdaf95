import { z } from "zod";
import { DEPARTMENTS, TEAM_ROLES, TEAM_STATUSES } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { educationSchema, matterSchema, stringList } from "../shapes";
import { listFilter } from "./admin-fields";
import {
  flag,
  optionalChoice,
  optionalEmail,
  optionalImage,
  optionalMeetingLink,
  optionalText,
  requiredText,
  wholeNumber,
} from "./fields";
import { optionalRichText } from "./rich-text-field";
import { seoFieldsShape } from "./seo-fields";

/**
 * Length limits (characters): name 100, phone 40, office 200, bio 1,000, fullBio 10,000, image 500,
 * email 254, fullBioHtml 20,000 (rich-text-field.ts); specialties, barAdmissions, awards and publications hold up to 50 entries of 300 each
 * (domain/shapes.ts), education and recentCases up to 20 entries (each field limited in domain/shapes.ts).
 */
export const TEAM_LIMITS = {
  name: 100,
  phone: 40,
  office: 200,
  bio: 1000,
  fullBio: 10_000,
  image: 500,
  structuredEntries: 20,
  sortOrderMax: 9999,
} as const;

/** YYYY-MM-DD and a day that exists (2023-02-29 is refused). */
const optionalDate = (label: string) =>
  optionalText(label, 10).refine(
    (v) => v === undefined || z.iso.date().safeParse(v).success,
    FIELD_MESSAGES.date(label),
  );

const structuredList = <T extends z.ZodType>(label: string, item: T) =>
  z
    .array(item)
    .max(TEAM_LIMITS.structuredEntries, FIELD_MESSAGES.tooMany(label, TEAM_LIMITS.structuredEntries))
    .default([]);

/** An attorney or staff profile: the body of POST /api/team and of the full PUT /api/team/{id}. */
export const teamMemberSchema = z.object({
  name: requiredText("Full Name", TEAM_LIMITS.name),
  role: z.enum(TEAM_ROLES, FIELD_MESSAGES.choice("Role")),
  department: optionalChoice("Department", DEPARTMENTS),
  email: optionalEmail(),
  phone: optionalText("Phone", TEAM_LIMITS.phone),
  bio: optionalText("Bio", TEAM_LIMITS.bio),
  fullBio: optionalText("Full biography", TEAM_LIMITS.fullBio),
  fullBioHtml: optionalRichText("Full biography", "fullBio"),
  image: optionalImage("Photo", TEAM_LIMITS.image),
  office: optionalText("Office", TEAM_LIMITS.office),
  /** Their own video meeting room; null: the firm's (settings), shown for video consultations. */
  meetingUrl: optionalMeetingLink("Video meeting link"),
  specialties: stringList.default([]),
  education: structuredList("Education", educationSchema),
  barAdmissions: stringList.default([]),
  awards: stringList.default([]),
  recentCases: structuredList("Recent matters", matterSchema),
  publications: stringList.default([]),
  status: z.enum(TEAM_STATUSES, FIELD_MESSAGES.choice("Status")).default("active"),
  featured: flag("Featured"),
  // Left out: a new attorney is listed last, an edited one keeps their place.
  sortOrder: wholeNumber("Sort order", 0, TEAM_LIMITS.sortOrderMax, 0).optional(),
  joinDate: optionalDate("Join date"),
  ...seoFieldsShape,
});

export type TeamMemberInput = z.infer<typeof teamMemberSchema>;

/** The list's `department` filter (the team page's buttons). */
export const teamListFilterSchema = z.object({ department: listFilter("Department", DEPARTMENTS) });

/** Staff move an attorney one place up or down the /team order. */
export const TEAM_MOVES = ["up", "down"] as const;
export const teamMoveSchema = z.object({ direction: z.enum(TEAM_MOVES, FIELD_MESSAGES.choice("Direction")) });
