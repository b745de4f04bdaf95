/**
 * The document's top-level tags, in the order a reader meets them, each with what its operations
 * are about. An operation whose tag is missing here fails the Redocly lint (`operation-tag-defined`).
 */
export const TAGS: { name: string; description: string }[] = [
  { name: "Sign-in", description: "Signing in and out with a password, a passkey or a second factor." },
  {
    name: "Account",
    description: "The signed-in staff member's own password, sessions, passkeys and authenticator app.",
  },
  { name: "Site", description: "The firm's settings, uploads and this document." },
  { name: "Blog", description: "Articles: public reads of published posts, staff writes." },
  { name: "Practice areas", description: "The firm's practice areas: public reads, staff writes." },
  { name: "Team", description: "Attorney and staff profiles shown on /team, and their order." },
  { name: "Testimonials", description: "Client testimonials: the public form, moderation and public reads." },
  { name: "Contacts", description: "Enquiries from the contact form and their handling by staff." },
  { name: "Newsletter", description: "Newsletter subscriptions with double opt-in, unsubscribing and the staff list." },
  { name: "Dashboard", description: "The back office's totals, recent activity and analytics." },
  { name: "Operations", description: "Health checks for uptime monitors." },
  {
    name: "Security",
    description: "Content-Security-Policy violation reports from browsers, and their list for staff.",
  },
  { name: "Activity", description: "The audit log of staff changes." },
  { name: "Staff", description: "Staff accounts, roles and invitations (owners only), and accepting an invitation." },
  { name: "Publishing", description: "Previews, revisions and the static pages' search and social overrides." },
  { name: "Media", description: "The library of uploaded images, their descriptions and where they are used." },
  { name: "Search", description: "The site's full-text search over published articles, practice areas and attorneys." },
  {
    name: "Booking",
    description: "Online consultations: attorneys' free slots, a short hold while the form is filled, and booking.",
  },
  {
    name: "Calendar",
    description: "The staff Calendar: consultations by week or day, moving and cancelling them, and blocked time.",
  },
];
