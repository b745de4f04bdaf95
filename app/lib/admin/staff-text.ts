import { possessive } from "@domain/possessive";
import type { StaffArea } from "@domain/roles";

/** Texts only the Staff, Activity and invitation pages show (shared ones live in domain/messages.ts). */
export const STAFF_SCREEN = {
  title: "Staff",
  description: "Who can sign in to the back office, and what each person may do.",
  accounts: "Accounts",
  invite: "Invite someone",
  inviteButton: "Send invitation",
  inviting: "Inviting...",
  pending: "Pending invitations",
  noPending: "No pending invitations.",
  withdraw: "Withdraw",
  columns: {
    name: "Name",
    email: "Email",
    role: "Role",
    lastSignIn: "Last sign-in",
    passkeys: "Passkeys",
    status: "Status",
    actions: "Actions",
  },
  never: "Never",
  active: "Active",
  deactivated: "Deactivated",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  expires: (date: string) => `Link valid until ${date}`,
  loadFailed: "Failed to load staff accounts",
  saveFailed: "The change could not be saved",
  withdrawn: "Invitation withdrawn",
  confirmDeactivate: (name: string) =>
    `Deactivate ${name}? They are signed out everywhere at once and cannot sign in until reactivated.`,
  changeRole: "Change role",
  confirmRole: (name: string, role: string) => `Make ${name} ${role}? The change applies to their sessions at once.`,
  /** A promotion names what it grants, from the role → areas table (domain/roles.ts). */
  grants: (areas: string[]) => `They will also reach: ${areas.join(", ")}.`,
} as const;

/** The back office's areas as people name them (what a role change grants). */
export const STAFF_AREA_LABELS: Record<StaffArea, string> = {
  self: "their own account",
  dashboard: "the dashboard",
  enquiries: "enquiries (names, emails and messages)",
  bookings: "the calendar of consultations",
  articles: "articles",
  attorneys: "attorneys",
  practiceAreas: "practice areas",
  testimonials: "testimonials",
  moderation: "testimonial moderation",
  uploads: "uploads",
  newsletter: "newsletter subscribers",
  settings: "the firm's settings",
  staff: "staff accounts and invitations",
  activity: "the activity log",
  security: "security reports",
};

export const ACTIVITY_SCREEN = {
  title: "Activity",
  description: "Who changed what, when and from where.",
  panel: "Staff Activity",
  viewAll: "View all activity",
  person: "Person",
  everyone: "Everyone",
  entity: "Item",
  anyEntity: "Any item",
  action: "Action",
  anyAction: "Any action",
  from: "From",
  to: "To",
  exportCsv: "Export CSV",
  columns: { when: "When", who: "Who", action: "Action", item: "Item", changes: "Changes", address: "Address" },
  empty: "No activity matches these filters.",
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} entries)`,
  loadFailed: "Failed to load activity",
} as const;

export const INVITATION_PAGE = {
  title: "Set your password",
  intro: "Choose a password for your staff account: at least 12 characters.",
  submit: "Set password",
  busy: "Saving...",
  signIn: "Go to sign in",
  missingToken: "This page needs the link from your invitation email.",
  checking: "Checking your invitation link...",
  invalidTitle: "This invitation link cannot be used",
  /** Whose account the link sets up, named before any password is typed. */
  settingUp: (firm: string) => `You were invited to ${possessive(firm)} back office. The account you are setting up:`,
} as const;
