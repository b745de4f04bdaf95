/**
 * Staff roles and the back-office areas each reaches: the one table both the API's role checks
 * (`requireRole(area)`) and the back office's navigation read, so they cannot disagree.
 */
export const STAFF_ROLES = ["owner", "editor", "intake"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role is for, as the Staff screen explains it. */
export const STAFF_ROLE_LABELS: Record<StaffRole, { label: string; description: string }> = {
  owner: {
    label: "Owner",
    description: "Everything, including staff, settings, newsletter subscribers and the activity log.",
  },
  editor: { label: "Editor", description: "Articles, attorneys, practice areas, testimonials and uploads." },
  intake: { label: "Intake", description: "Enquiries, the Calendar and testimonial moderation." },
};

/**
 * The areas an admin route or screen belongs to. `self` is what every signed-in account may do to
 * itself (its session, sign-out, password, passkeys); `moderation` is approving or rejecting a
 * testimonial, while `testimonials` is creating, editing and deleting them; `security` is the
 * browser's policy reports.
 */
/** What the website shows and the editors keep: the content areas. */
const CONTENT_AREAS = ["articles", "attorneys", "practiceAreas", "testimonials", "moderation", "uploads"] as const;

const STAFF_AREAS = [
  "self",
  "dashboard",
  "enquiries",
  // The Calendar: consultations booked online, their moves and cancellations, blocked time.
  "bookings",
  ...CONTENT_AREAS,
  // Subscribers are personal data: the owner's, not the editors'.
  "newsletter",
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
  intake: [...EVERYONE, "enquiries", "bookings", "moderation"],
};

export const canReach = (role: StaffRole, area: StaffArea): boolean => ROLE_AREAS[role].includes(area);

/** The roles that reach an area (for messages and tests). */
export const rolesReaching = (area: StaffArea): StaffRole[] => STAFF_ROLES.filter((role) => canReach(role, area));

/** Accounts created from a terminal (`admin:create`) and the demo administrator. */
export const FIRST_ACCOUNT_ROLE: StaffRole = "owner";

/**
 * The area each piece of the dashboard belongs to: its totals, its activity lines and its analytics.
 * The API leaves out what the signed-in role does not reach, and the screen shows what it is given,
 * so an editor never learns how many enquiries arrived, or from whom.
 */
export const DASHBOARD_AREAS = {
  totals: {
    contacts: "enquiries",
    newEnquiries: "enquiries",
    blogPosts: "articles",
    teamMembers: "attorneys",
    testimonials: "moderation",
  },
  activity: { contact: "enquiries", blog: "articles", testimonial: "moderation" },
  analytics: {
    enquiriesPerWeek: "enquiries",
    enquiriesByPracticeArea: "enquiries",
    topArticles: "articles",
    testimonialsByStatus: "moderation",
  },
} as const satisfies Record<string, Record<string, StaffArea>>;

/** The keys of `areas` whose area the role reaches. */
export const reachableKeys = <K extends string>(role: StaffRole, areas: Record<K, StaffArea>): K[] =>
  (Object.keys(areas) as K[]).filter((key) => canReach(role, areas[key]));

/** `values` without the entries whose area (in `areas`) the role does not reach. */
export function onlyReachable<K extends string, V extends Partial<Record<K, unknown>>>(
  role: StaffRole,
  areas: Record<K, StaffArea>,
  values: V,
): Partial<V> {
  const kept = new Set<string>(reachableKeys(role, areas));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !(key in areas) || kept.has(key))) as Partial<V>;
}
