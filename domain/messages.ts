import type { BookingEventName } from "./booking";
import { type ConsentEvent, STAFF, type SubscriberState } from "./constants";
/** Every user-visible message of SPEC §8 (and the product's own), defined once. */

/** A public form or sign-in whose Turnstile challenge was missing or refused. */
export const HUMAN_CHECK_FAILED = "Please complete the security check and try again.";

export const TOASTS = {
  loginSuccess: { title: "Login successful", description: "Welcome to the admin dashboard" },
  loginFailed: { title: "Login failed", description: "Invalid email or password" },
  loginError: { title: "Login failed", description: "An error occurred during login. Please try again." },
  testimonialSubmitted: {
    title: "Testimonial Submitted!",
    description: "Thank you for your feedback. Your testimonial is pending approval.",
  },
  testimonialFailed: {
    title: "Submission Failed",
    description: "There was an error submitting your testimonial. Please try again.",
  },
  /** SPEC's wording, with the default promise (the form shows contactSentWith the firm's own). */
  contactSent: {
    title: "Message Sent Successfully!",
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  contactSentWith: (promise: string) => ({
    title: "Message Sent Successfully!",
    description: `Thank you for contacting us. We'll get back to you ${promise}.`,
  }),
  contactFailed: {
    title: "Submission Failed",
    description: "There was an error sending your message. Please try again.",
  },
  // Double opt-in: nobody is subscribed until they follow the emailed link, so the form says so.
  newsletterCheckInbox: {
    title: "Check your inbox to confirm",
    description: "We emailed you a link. Your subscription starts once you confirm it.",
  },
  newsletterFailed: { title: "Subscription Failed", description: "Please enter a valid email address and try again." },
  dashboardFailed: { title: "Error", description: "Failed to load dashboard data" },
  contactStatusUpdated: (status: string) => ({
    title: "Status updated",
    description: `Contact status changed to ${status}`,
  }),
  contactDeleted: { title: "Contact deleted", description: "The contact has been removed" },
  exportCompleted: { title: "Export completed", description: "Contacts have been exported to CSV" },
  practiceAreaAdded: { title: "Practice area added", description: "New practice area has been created successfully." },
  settingsSaved: { title: "Settings saved successfully!", description: "Your changes have been saved." },
} as const;

/** Admin toasts: title 'Success' or 'Error' with these descriptions (SPEC §8). */
export const ADMIN_TOASTS = {
  blog: {
    loadFailed: "Failed to load blog posts",
    createFailed: "Failed to create blog post",
    updateFailed: "Failed to update blog post",
    deleteFailed: "Failed to delete blog post",
    created: "Blog post created successfully",
    updated: "Blog post updated successfully",
    deleted: "Blog post deleted successfully",
  },
  team: {
    loadFailed: "Failed to load team members",
    createFailed: "Failed to add team member",
    updateFailed: "Failed to update team member",
    deleteFailed: "Failed to delete team member",
    created: "Team member added successfully",
    updated: "Team member updated successfully",
    deleted: "Team member deleted successfully",
    moved: "Team order updated",
    moveFailed: "Failed to update team order",
  },
  testimonials: {
    loadFailed: "Failed to load testimonials",
    createFailed: "Failed to add testimonial",
    updateFailed: "Failed to update testimonial",
    deleteFailed: "Failed to delete testimonial",
    statusFailed: "Failed to update testimonial status",
    created: "Testimonial added successfully",
    updated: "Testimonial updated successfully",
    deleted: "Testimonial deleted successfully",
    statusChanged: (status: "approved" | "rejected") => `Testimonial ${status} successfully`,
  },
} as const;

export const NOT_FOUND = {
  page: "Page Not Found",
  practiceArea: "Practice Area Not Found",
  attorney: "Attorney Not Found",
  article: "Article Not Found",
} as const;

export const UNEXPECTED_ERROR = "Unexpected Application Error!";

/** The text of an error raised for any non-successful API response (SPEC §8). */
export const apiCallFailed = (status: number, statusText: string) => `API call failed: ${status} ${statusText}`;

/** Field messages of the forms and the API (the product's own wording). */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  email: "Enter a valid email address.",
  choice: (label: string) => `Choose a ${label.toLowerCase()} from the list.`,
  rating: "Rating must be a whole number from 1 to 5.",
  date: (label: string) => `${label} must be a real date written YYYY-MM-DD.`,
  wholeNumber: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`,
  yesNo: (label: string) => `${label} must be true or false.`,
  webAddress: (label: string) => `${label} must be a web address starting with http:// or https://.`,
  secureAddress: (label: string) => `${label} must be a web address starting with https://.`,
  imageAddress: (label: string) => `${label} must be a site path such as /media/… or an https:// address.`,
  mediaPath: (label: string) => `${label} must be an uploaded file (/media/…) or empty.`,
  tooMany: (label: string, max: number) => `${label} may hold at most ${max} entries.`,
  singleLine: (label: string) => `${label} must be on one line.`,
  consentRequired: "Please confirm that you have read the notice above.",
  publishConsentRequired: "Please agree to the publication of your testimonial.",
  timeZone: "Choose a time zone such as America/New_York.",
  numberBetween: (label: string, min: number, max: number) => `${label} must be a number from ${min} to ${max}.`,
  bothOrNeither: (label: string, other: string) => `Enter the ${label.toLowerCase()} with the ${other.toLowerCase()}.`,
} as const;

/** Field messages of the content forms (blog posts, practice areas) and their API. */
export const CONTENT_FIELD_MESSAGES = {
  slug: "Use lower-case letters, digits and single hyphens only (e.g. my-first-post).",
  slugTaken: "This slug is already in use. Choose another one.",
  textList: (label: string) => `${label} must be a list of texts, or texts separated by commas.`,
  unknownAuthor: "Choose an attorney from the team list, or leave the profile link empty.",
  publishAt: "Enter a date and time, e.g. 2026-11-30T09:00.",
  slugRedirects: "This slug still leads readers to another page. Choose another one.",
  revisionOutdated: "This revision no longer fits today's rules for the page; copy what you need from it by hand.",
} as const;

/** Messages of the content API's own errors. */
export const CONTENT_API_MESSAGES = {
  slugTaken: "That slug is already in use.",
  unknownCategory: (categories: readonly string[]) =>
    `Unknown blog category. Use one of: ${categories.join(", ")} (or its slug, e.g. legal-updates).`,
} as const;

/** What each resource is called in the API's "… was not found." messages. */
export const ENTITY_NAMES = {
  blogPost: "The blog post",
  practiceArea: "The practice area",
  teamMember: "Team member",
  testimonial: "Testimonial",
  contact: "Contact",
  subscriber: "Subscriber",
  questionnaireTemplate: "The questionnaire template",
  questionnaire: "The questionnaire",
  engagementLetter: "The engagement letter",
  apiPath: "This API path",
} as const;

/** A subscriber's state as the Subscribers screen and its CSV export name it. */
export const SUBSCRIBER_STATE_LABELS = {
  pending: "Awaiting confirmation",
  subscribed: "Confirmed",
  unsubscribed: "Unsubscribed",
} as const satisfies Record<SubscriberState, string>;

/** A missing optional value (no practice area, department, service or join date). */
export const NOT_SPECIFIED = "Not specified";

/** Upload field messages (POST /api/uploads). */
export const UPLOAD_MESSAGES = {
  fileRequired: "Choose a file to upload.",
  kind: "Say what the file is for: logo, favicon, photo or article-image.",
  wrongType: (types: string) => `This file type is not accepted here. Upload a ${types} file.`,
  unsafeSvg: "This SVG contains scripts, links or embedded content. Upload a plain SVG drawing, PNG or JPG.",
  multipart: "multipart/form-data with a file and its kind",
  trailingData:
    "This file carries extra data after the image (it may be two files in one). Save it again from an image editor and upload that.",
} as const;

/** What a generated social card names as a page's kind when it has no category of its own. */
export const SOCIAL_CARD_TEXT = { practiceArea: "Practice Area" } as const;

/** The media library's messages (API and back office). */
export const MEDIA_MESSAGES = {
  notFound: "The image",
  altRequired: "Describe the image, or mark it as decorative.",
  decorativeWithAlt: "A decorative image has no alt text: clear the text or untick Decorative.",
  inUse: (count: number) =>
    `This image is still used on ${count === 1 ? "1 page" : `${count} pages`}. Replace it there first, then delete it.`,
} as const;

/** Admin toasts of the screens SPEC §8 gives no wording for (same 'Success' / 'Error' titles). */
export const ADMIN_EXTRA_TOASTS = {
  practiceAreas: {
    loadFailed: "Failed to load practice areas",
    createFailed: "Failed to add practice area",
    updateFailed: "Failed to update practice area",
    deleteFailed: "Failed to delete practice area",
    updated: "Practice area updated successfully",
    deleted: "Practice area deleted successfully",
  },
  contacts: {
    loadFailed: "Failed to load contacts",
    statusFailed: "Failed to update contact status",
    deleteFailed: "Failed to delete contact",
  },
  settings: { loadFailed: "Failed to load settings", saveFailed: "Failed to save settings" },
  upload: { failed: "Upload failed", tooLarge: (limit: string) => `The file is larger than ${limit}.` },
  featured: { on: "Marked as featured", off: "No longer featured" },
  logout: { title: "Signed out", description: "You have been signed out." },
} as const;

export const TOAST_TITLES = { success: "Success", error: "Error" } as const;

/** Busy labels of the admin dialogs (SPEC §4). */
export const BUSY_LABELS = {
  signIn: "Signing in...",
  create: "Creating...",
  update: "Updating...",
  add: "Adding...",
  delete: "Deleting...",
  save: "Saving...",
  upload: "Uploading...",
} as const;

/** Recent Activity sentences of the dashboard (SPEC §2). */
export const ACTIVITY_SENTENCES = {
  contact: (name: string) => `New contact form submission from ${name}`,
  /** A consultation's event (issue 38): "Ann Lee booked a consultation", "… moved …", "… cancelled …". */
  booking: (name: string, event: BookingEventName = "booked") => `${name} ${event} a consultation`,
  blog: (name: string) => `Blog post '${name}' was published`,
  testimonial: (name: string) => `New testimonial received from ${name}`,
} as const;

export const ADMIN_TEXTS = {
  welcome: (name: string) => `Welcome, ${name}`,
  noActivity: "No recent activity",
  cspReportsTitle: "Browser Security Reports",
  cspReportsHint: "Content the browser refused to run or load on the site's pages (newest first).",
  noCspReports: "No violations reported.",
  noData: "Nothing yet.",
  noContacts: "No contacts found matching your criteria.",
  noRows: "Nothing matches your search.",
  deletePost: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  deleteTestimonial: (name: string) =>
    `Are you sure you want to delete the testimonial from "${name}"? This action cannot be undone.`,
  deleteNamed: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  deleteContact: (name: string) =>
    `Are you sure you want to delete the enquiry from "${name}"? This action cannot be undone.`,
} as const;

/** The acknowledgement email's wording when Settings has none; {name}, {firm} and {phone} are filled in. */
export const DEFAULT_ACKNOWLEDGEMENT =
  "Dear {name},\n\nThank you for contacting {firm}. We have received your enquiry and a member of our team will reply {promise}.";

/**
 * The wording before the promise was a setting: still the column's stored default (migrations stay
 * additive), replaced by the current default where staff never changed it (migration response_promise).
 */
export const ACKNOWLEDGEMENT_BEFORE_PROMISE =
  "Dear {name},\n\nThank you for contacting {firm}. We have received your enquiry and a member of our team will reply within one business day.";

/** The response-time promise when Settings has none (SPEC: a reply within 24 hours); one field, said everywhere. */
export const DEFAULT_RESPONSE_PROMISE = "within 24 hours";

/** Beside the enquiry form and at the foot of the acknowledgement email. */
export const NO_RELATIONSHIP_NOTICE =
  "Contacting us does not create an attorney-client relationship. Please do not send confidential information until we have agreed to represent you.";

/** The notice beside the enquiry form until Settings changes it (version 1). */
export const DEFAULT_CONSENT_TEXT = NO_RELATIONSHIP_NOTICE;

/** Messages of the intake workflow (the enquiry details in the back office). */
export const INTAKE_MESSAGES = {
  unknownAttorney: "Choose an attorney from the team list, or nobody.",
} as const;

/** A visitor over the submission limit (toast and no-JavaScript panel): call instead of retrying. */
export const callUsInstead = (phone: string) =>
  phone
    ? `You have sent several forms in a short time. Please call us on ${phone} and we will help you right away.`
    : "You have sent several forms in a short time. Please call our office and we will help you right away.";
/** Self-service sign-in: passwords, reset links, sessions, passkeys and second factors. */
export const ACCOUNT_MESSAGES = {
  passwordTooShort: (min: number) => `Use at least ${min} characters.`,
  passwordCommon: "This password is among the most common ones. Choose another.",
  passwordMismatch: "The passwords do not match. Type the same new password twice.",
  currentPasswordWrong: "The current password is not right.",
  passwordChanged: "Password changed. Your other sessions were signed out.",
  resetRequested: "If an account uses that email, a reset link is on its way. It works once, for 30 minutes.",
  linkInvalid: "This link is invalid, used or expired. Ask for a new one.",
  passwordReset: "Password set. Sign in with your new password.",
  sessionEnded: "Session ended.",
  codeFormat: "Enter the 6-digit code from your app, or a recovery code.",
  codeWrong: "That code is not right. Try the current one.",
  secondFactorNeeded: "Enter the code from your authenticator app.",
  passkeyRequired: "Your firm requires a second factor: sign in with your passkey.",
  enrolmentRequired: "Your firm requires a second factor. Add a passkey or an authenticator app to continue.",
  passkeyRefused: "This passkey could not be verified. Try again, or sign in with your password.",
  passkeyAdded: "Passkey added.",
  passkeyRemoved: "Passkey removed.",
  passkeyLimit: (max: number) => `An account can hold at most ${max} passkeys. Remove one first.`,
  passkeyHostRefused: "Passkeys are not set up for this address.",
  totpEnabled: "Authenticator app added. Keep your recovery codes somewhere safe: they are shown only once.",
  totpDisabled: "Authenticator app removed.",
  totpAlreadyOn: "An authenticator app is already set up. Remove it first to add another.",
  totpNotStarted: "Start again: scan the new QR code first.",
  policySaved: "Sign-in rules saved.",
  challengeExpired: "This request has expired. Start again.",
  /** Said only after the right password (or a passkey): the account's state is no oracle without it. */
  accountDeactivated: (owners: string) =>
    owners
      ? `This account is deactivated. To use it again, contact the owner: ${owners}.`
      : "This account is deactivated. To use it again, contact your firm's owner.",
} as const;

/** Texts of the back office's account screens and sign-in steps. */
export const ACCOUNT_TEXTS = {
  forgotLink: "Forgot your password?",
  passkeyButton: "Sign in with a passkey",
  codeLabel: "Authentication code",
  codeHint: "The 6-digit code from your authenticator app, or one of your recovery codes.",
  verify: "Verify",
  forgotTitle: "Reset your password",
  forgotLead: "Enter your email and we will send you a link to set a new password.",
  sendLink: "Send reset link",
  /** Issue 13 defect 6: staff are pointed to a person, never to a terminal command. */
  forgotHelp: "No email after a few minutes, or no access to that mailbox? Ask your firm's administrator for help.",
  resetTitle: "Set a new password",
  resetLead: "At least 12 characters, and not one of the most common passwords.",
  setPassword: "Set password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  backToSignIn: "Back to sign in",
  accountTitle: "Your account",
  changePassword: "Change password",
  sessions: "Signed-in sessions",
  thisDevice: "This device",
  endSession: "End session",
  signedInAt: "Signed in",
  lastSeen: "Last seen",
  passkeys: "Passkeys",
  noPasskeys: "No passkeys yet.",
  addPasskey: "Add a passkey",
  passkeyName: "Passkey name",
  removePasskey: "Remove",
  authenticatorApp: "Authenticator app",
  totpOn: "On: a code is asked for after your password.",
  totpOff: "Off.",
  addTotp: "Set up an authenticator app",
  removeTotp: "Remove authenticator app",
  scanQr: "Scan this QR code with your authenticator app, or type the key, then enter the code it shows.",
  recoveryCodes: "Recovery codes",
  recoveryLead: "Each code signs you in once if you lose your authenticator. They are shown only now: save them.",
  recoveryLeft: (n: number) => `${n} recovery codes left.`,
  policyTitle: "Sign-in rules for all staff",
  policyLabel: "Require a passkey or an authenticator app for every staff sign-in",
  enrolNow: "Your firm requires a second factor. Add a passkey or an authenticator app below to continue.",
} as const;

/** Roles, staff accounts and invitations: texts the API answers and the back office shows. */
export const STAFF_MESSAGES = {
  forbidden: "Your role does not allow this. Ask an owner if you need access.",
  forbiddenTitle: "Not available to your role",
  lastOwner: "The firm needs at least one active owner: make someone else an owner first.",
  accountExists: "There is already a staff account with this email.",
  invitationUnusable: "This invitation link is invalid, already used or expired. Ask an owner for a new one.",
  invitationEmailed: (email: string) => `An invitation was emailed to ${email}.`,
  invitationValid: `Its link works once, for ${STAFF.invitationHours} hours. If it does not arrive, invite them again: the new link replaces the old one.`,
  passwordSet: "Your password is set. Sign in to continue.",
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  deactivated: (name: string) => `${name} was deactivated and signed out everywhere.`,
  reactivated: (name: string) => `${name} was reactivated.`,
  selfDeactivate: "You cannot deactivate your own account.",
} as const;

/** HTTP answers that are not pages: a method the resource does not take. */
export const HTTP_MESSAGES = {
  methodNotAllowed: (allowed: readonly string[]) =>
    `This address does not take that method. It allows ${allowed.join(", ")}.`,
  formTooLarge: (limit: string) => `This form sent more than ${limit}: nothing was saved.`,
} as const;

/** The site's search: what the API answers and the search page shows. */
export const SEARCH_MESSAGES = {
  noWords: "Type a word or two to search for: letters or numbers (punctuation and emoji are ignored).",
} as const;

/** Settings' search synonyms: what is wrong with a line of the rules ("DUI = drunk driving, criminal defense"). */
export const SYNONYM_MESSAGES = {
  label: "Search synonyms",
  onLine: (line: number, problem: string) => `Line ${line}: ${problem}`,
  shape:
    "write the words, one =, then what they also mean, separated by commas (DUI = drunk driving, criminal defense).",
  emptyPhrase: "each side needs a word (letters or numbers) before and after the =, and between commas.",
  quote: "leave out quotation marks.",
  phraseTooLong: (max: number) => `each word or phrase may be at most ${max} characters.`,
  noAlternatives: "name at least one thing the words also mean, after the =.",
  tooManyAlternatives: (max: number) => `a line may name at most ${max} alternatives.`,
  tooManyRules: (max: number) => `Write at most ${max} lines of synonyms.`,
} as const;

/** What a newsletter confirm link answers once it cannot confirm, on the page and from the API alike. */
export const CONSENT_LINK_MESSAGES = {
  alreadyConfirmed: "Your subscription is already confirmed: nothing more to do.",
  expired: "This link has expired; subscribe again.",
} as const;

/** Each step of a subscriber's consent record, as Subscribers shows it. */
export const CONSENT_EVENT_LABELS = {
  subscribed: "Subscribed",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
} as const satisfies Record<ConsentEvent, string>;

/** Keyset paging's cursors (`after`, `before`: issue 29), as the API words a bad one. */
export const CURSOR_MESSAGES = {
  invalid: (label: string) => `${label} must be a cursor from a list's X-Next-Cursor or X-Prev-Cursor header.`,
  both: "Send either after or before, not both.",
} as const;
