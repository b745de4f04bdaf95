/**
 * The document's top-level tags, in the order a reader meets them, each with what its operations
 * are about. An operation whose tag is missing here fails the Redocly lint (`operation-tag-defined`).
 */
const TAG_DESCRIPTIONS: Record<string, string> = {
  "Sign-in": "Signing in and out with a password, a passkey or a second factor.",
  Account: "The signed-in staff member's own password, sessions, passkeys and authenticator app.",
  Site: "The firm's settings, uploads and this document.",
  Blog: "Articles: public reads of published posts, staff writes.",
  "Practice areas": "The firm's practice areas: public reads, staff writes.",
  Team: "Attorney and staff profiles shown on /team, and their order.",
  Testimonials: "Client testimonials: the public form, moderation and public reads.",
  Contacts: "Enquiries from the contact form and their handling by staff.",
  Questionnaires: "Practice areas' client questionnaires: versioned templates, and sending one from an enquiry.",
  "Engagement letters":
    "Engagement-letter templates per practice area, with merge fields filled from the enquiry; the letters prepared, sent, withdrawn and signed for an enquiry, and their signed PDFs.",
  Newsletter: "Newsletter subscriptions with double opt-in, unsubscribing and the staff list.",
  Dashboard: "The back office's totals, recent activity and analytics.",
  Operations: "Health checks for uptime monitors.",
  Security: "Content-Security-Policy violation reports from browsers, and their list for staff.",
  Activity: "The audit log of staff changes.",
  Staff: "Staff accounts, roles and invitations (owners only), and accepting an invitation.",
  Publishing: "Previews, revisions and the static pages' search and social overrides.",
  Media: "The library of uploaded images, their descriptions and where they are used.",
  Search: "The site's full-text search over published articles, practice areas and attorneys.",
  Booking: "Online consultations: attorneys' free slots, a short hold while the form is filled, and booking.",
  Calendar: "The staff Calendar: consultations by week or day, moving and cancelling them, and blocked time.",
};

export const TAGS = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description }));
