/**
 * Staff roles and the back-office areas each reaches: the one table both the API's role checks
 * (`requireRole(area)`) and the back office's navigation read, so they cannot disagree.
 */
export const STAFF_ROLES = ["owner", "editor", "intake"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role is for, as the Staff screen explains it. */
export const STAFF_ROLE_LABELS: Record<StaffRole, { label: string; description: string }> = {
  owner: { label: "Owner", description: "Everything, including staff, settings and the activity log." },
  editor: { label: "Editor", description: "Articles, attorneys, practice areas, testimonials and uploads." },
  intake: { label: "Intake", description: "Enquiries and testimonial moderation." },
};

/**
 * The areas an admin route or screen belongs to. `self` is what every signed-in account may do to
 * itself (its session, sign-out, password, passkeys); `moderation` is approving or rejecting a
 * testimonial, while `testimonials` is creating, editing and deleting them; `security` is the
 * browser's policy reports.
 */
/** What the website shows and the editors keep: the content areas. */
const CONTENT_AREAS = [
  "articles",
  "attorneys",
  "practiceAreas",
  "testimonials",
  "moderation",
  "newsletter",
  "uploads",
] as const;

export const STAFF_AREAS = [
  "self",
  "dashboard",
  "enquiries",
  ...CONTENT_AREAS,
  "settings",
  "staff",
  "activity",
  "security",
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const EVERYONE: readonly StaffArea[] = ["self", "dashboard"];

export const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  editor: [...EVERYONE, ...CONTENT_AREAS],
  intake: [...EVERYONE, "enquiries", "moderation"],
};

export const canReach = (role: StaffRole, area: StaffArea): boolean => ROLE_AREAS[role].includes(area);

/** The roles that reach an area (for messages and tests). */
export const rolesReaching = (area: StaffArea): StaffRole[] => STAFF_ROLES.filter((role) => canReach(role, area));

/** Accounts created from a terminal (`admin:create`) and the demo administrator. */
export const FIRST_ACCOUNT_ROLE: StaffRole = "owner";
