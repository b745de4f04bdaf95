import { NOT_FOUND } from "@domain/messages";

/**
 * Every visible text of the public site (SPEC §2 labels and the firm's copy), defined once.
 * Messages of SPEC §8 (toasts, not-found titles) live in messages.ts; fixed lists in constants.ts.
 */

export const COMMON = {
  skipLink: "Skip to main content",
  getConsultation: "Get Consultation",
  scheduleConsultation: "Schedule Consultation",
  learnMore: "Learn More",
  viewProfile: "View Profile",
  contactUs: "Contact Us",
  menu: "Menu",
  mainNav: "Main navigation",
  breadcrumbHome: "Home",
  stars: (rating: number) => `${rating} out of 5 stars`,
  minRead: (minutes: number) => `${minutes} min read`,
  by: "By",
  email: "Email",
  phone: "Phone",
  portrait: (name: string) => `Portrait of ${name}`,
  /** The bot trap's label: never seen by people. */
  honeypot: "Fax",
} as const;

/** Beside client testimonials and success stories. */
export const PRIOR_RESULTS = "Prior results do not guarantee a similar outcome.";

export const FOOTER = {
  tagline: (years: string) =>
    `Trusted legal counsel for individuals, families and businesses for ${years} years. We combine deep experience with personal attention.`,
  quickLinks: "Quick Links",
  legal: "Legal",
  contact: "Contact",
  hours: "Office Hours",
  copyright: (year: number, firm: string) => `© ${year} ${firm}. All rights reserved.`,
  /** The advertising label many bars require on a firm's website (a setting, on by default). */
  attorneyAdvertising: `Attorney Advertising. ${PRIOR_RESULTS}`,
} as const;

export const NEWSLETTER = {
  title: "Stay Informed",
  intro: "Legal insights and firm news, delivered to your inbox.",
  label: "Email address",
  placeholder: "Enter your email",
  submit: "Subscribe",
  submitting: "Subscribing...",
  pageTitle: "Newsletter",
  pageIntro: "Subscribe to receive our latest legal insights and firm news.",
  back: "Continue browsing",
  confirmTitle: "Subscription confirmed",
  confirmed: "Thank you: your subscription is confirmed. Every newsletter email has a link to unsubscribe.",
  badLink: "This link is not valid or has expired. Subscribe again to receive a new one.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeIntro: "Stop receiving our newsletter at this address?",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed and will receive no more newsletters from us.",
  subscribeAgain: "Subscribe again",
} as const;

export const HOME = {
  title: "Experienced Counsel. Personal Attention.",
  metaDescription:
    "Trusted attorneys for business, litigation, family and personal injury matters. Schedule a consultation.",
  eyebrow: (years: string) => `${years} Years of Trusted Legal Excellence`,
  intro: (years: string) =>
    `For ${years} years our attorneys have stood beside individuals, families and businesses in their most important legal matters, combining proven results with advice you can understand.`,
  exploreServices: "Explore Services",
  heroTeam: "Senior counsel on every matter, from the first call.",
  heroTeamLink: "Meet our attorneys",
  /** Office hours (the firm's settings), never consultation times: /book shows each attorney's own (docs/decisions/035). */
  heroHours: (weekdays: string, promise: string) =>
    `Office open Monday to Friday, ${weekdays}. Book a consultation or send an enquiry online 24/7: we reply ${promise}.`,
  areasTitle: "Practice Areas",
  areasIntro: "Focused experience across the matters that matter most to our clients.",
  teamTitle: "Meet Our Team",
  teamIntro: "Attorneys who combine courtroom experience with a genuine commitment to every client.",
  testimonialsTitle: "What Our Clients Say",
  viewAllTestimonials: "View All Testimonials",
  ctaTitle: "Ready to Discuss Your Case?",
  ctaText: "Schedule a confidential consultation and learn how we can help.",
  learnMoreAboutUs: "Learn More About Us",
  legalServices: "Legal Services",
  client: "Client",
} as const;

export const PRACTICE_AREAS = {
  title: "Practice Areas",
  intro: "Comprehensive legal services delivered by attorneys who know your field and your goals.",
  keyServices: "Key services",
  ctaTitle: "Not Sure Which Area Fits Your Situation?",
  ctaText: "Tell us what you are facing and we will point you to the right attorney.",
  overview: "Overview",
  services: "Our Services",
  successStories: "Success Stories",
  faqs: "Frequently Asked Questions",
  sideCardTitle: "Schedule a Consultation",
  sideCardText: "Speak with an attorney about your matter. Consultations are confidential.",
  related: "Related Practice Areas",
  quickFacts: "Quick Facts",
  back: "Back to Practice Areas",
  notFoundText: "The practice area you are looking for does not exist or is no longer offered.",
} as const;

export const TEAM = {
  title: "Our Attorneys",
  intro: "Experienced advocates who bring skill, judgment and care to every matter.",
  filterLabel: "Filter attorneys by department",
  empty: "No attorneys in this department yet.",
  more: (n: number) => `+${n} more`,
  stats: {
    label: "Our firm in numbers",
    attorneys: "Attorneys",
    years: "Years Combined Experience",
    areas: "Practice Areas",
    satisfaction: "Client Satisfaction",
  },
  back: "Back to Our Team",
  notFoundText: "We could not find the attorney you are looking for.",
  biography: "Biography",
  specialties: "Specialties",
  recentMatters: "Recent Matters",
  publications: "Publications",
  contact: "Contact",
  office: "Office",
  education: "Education",
  barAdmissions: "Bar Admissions",
  awards: "Awards & Recognition",
  scheduleWith: (name: string) => `Schedule with ${name.split(" ")[0]}`,
} as const;

export const BLOG_TEXT = {
  title: "Legal Insights",
  intro: "Analysis, updates and practical guidance from our attorneys.",
  searchLabel: "Search articles",
  searchPlaceholder: "Search articles...",
  categoryLabel: "Category",
  allCategories: "All Articles",
  apply: "Apply",
  loading: "Loading articles...",
  empty: "No articles found",
  emptyHint: "Try a different search or category.",
  featured: "Featured",
  readArticle: "Read Article",
  loadMore: "Load More Articles",
  loadingMore: "Loading...",
  results: (n: number) => `${n} ${n === 1 ? "article" : "articles"} shown`,
  /** A search's count, repeating what was searched for (as the site's search page does). */
  resultsFor: (n: number, q: string) => `${n.toLocaleString("en-US")} ${n === 1 ? "result" : "results"} for “${q}”`,
} as const;

export const ARTICLE = {
  back: "Back to Blog",
  notFoundText: "The article you are looking for does not exist or has been removed.",
  share: "Share this article",
  shareOn: "Share on",
  networks: { x: "X", linkedIn: "LinkedIn", facebook: "Facebook", email: "Email" },
  tags: "Tags",
  aboutAuthor: "About the Author",
  related: "Related Articles",
  ctaTitle: "Need Legal Advice?",
  ctaText: "Our attorneys are ready to discuss how these issues affect you.",
} as const;

export const TESTIMONIALS_TEXT = {
  title: "Client Testimonials",
  intro: "Hear from the clients we have been privileged to represent.",
  open: "Submit Your Testimonial",
  cancel: "Cancel",
  formTitle: "Share Your Experience",
  name: "Full Name",
  email: "Email",
  service: "Service",
  servicePlaceholder: "Select a service",
  rating: "Rating",
  ratingOption: (n: number) => `${n} ${n === 1 ? "star" : "stars"}`,
  content: "Your Testimonial",
  nameDisplay: "Show my name as",
  nameDisplayOptions: { full: "Full name", initials: "Initials only" },
  publishConsent: "I agree that the firm may publish this testimonial on its website.",
  submit: "Submit Testimonial",
  submitting: "Submitting...",
  empty: "No testimonials yet.",
  ctaTitle: "Ready to Become Our Next Success Story?",
  ctaText: "Talk with an attorney about your matter today.",
  explore: "Explore Practice Areas",
} as const;

export const ABOUT = {
  title: "About Our Firm",
  intro: (founded: number) =>
    `Since ${founded} we have combined the resources of an established firm with the personal attention of a trusted advisor.`,
  missionTitle: "Our Mission",
  mission:
    "To deliver exceptional legal representation with integrity and compassion, protecting our clients' rights and helping them move forward with confidence.",
  visionTitle: "Our Vision",
  vision:
    "To be the firm clients recommend without hesitation: respected for results, trusted for honesty and known for treating every matter as if it were our own.",
  quote:
    "We started this firm with a simple belief: every client deserves an attorney who listens, explains and fights for them. That belief still guides every case we take.",
  quoteBy: "Founding Partner",
  valuesTitle: "Our Core Values",
  timelineTitle: "Our Journey",
  facts: { founded: "Founded", cases: "Cases Handled", attorneys: "Attorneys", areas: "Practice Areas" },
} as const;

export const CONTACT_TEXT = {
  title: "Contact Us",
  intro: "Tell us about your legal matter. An attorney will respond promptly and in confidence.",
  address: "Office Address",
  phone: "Phone",
  email: "Email",
  hours: "Office Hours",
  formTitle: "Send Us a Message",
  name: "Full Name",
  emailField: "Email Address",
  phoneField: "Phone Number",
  subject: "Subject",
  practiceArea: "Practice Area",
  practiceAreaPlaceholder: "Select a practice area",
  message: "Message",
  otherParties: "Other parties involved (optional)",
  otherPartiesHint:
    "Names of anyone else in the matter, e.g. the other side. We use them to check for conflicts of interest.",
  noticeTitle: "Before you send",
  consent: "I have read and understand this notice.",
  submit: "Send Message",
  submitting: "Sending...",
  mapTitle: "Find Our Office",
  mapFrameTitle: "Map of the office location",
  openMap: "Open in OpenStreetMap",
  callNow: "Call Now",
  emailUs: "Email Us",
  /** On a phone, above the four info cards: straight to the form. */
  jumpToForm: "Write to us: go to the form",
  weekday: (day: string) => day.charAt(0).toUpperCase() + day.slice(1),
} as const;

export const NOT_FOUND_PAGE = {
  text: "The page you are looking for does not exist or has moved.",
  goHome: "Go Home",
  goBack: "Go Back",
} as const;

/** What each detail page shows for an item that does not exist: its title, text and the way back. */
export const MISSING = {
  article: { title: NOT_FOUND.article, text: ARTICLE.notFoundText, back: { label: ARTICLE.back, to: "/blog" } },
  attorney: { title: NOT_FOUND.attorney, text: TEAM.notFoundText, back: { label: TEAM.back, to: "/team" } },
  practiceArea: {
    title: NOT_FOUND.practiceArea,
    text: PRACTICE_AREAS.notFoundText,
    back: { label: PRACTICE_AREAS.back, to: "/practice-areas" },
  },
  page: { title: NOT_FOUND.page, text: NOT_FOUND_PAGE.text, back: { label: NOT_FOUND_PAGE.goHome, to: "/" } },
} as const;

export type Missing = (typeof MISSING)[keyof typeof MISSING];

/** The legal pages (/legal/…). */
export const LEGAL_TEXT = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
} as const;

/** The back office's footer: which build is deployed (domain/build.ts), for support and rollbacks. */
export const ADMIN_VERSION = {
  label: "Version",
  built: "built",
  /** UTC and fixed-format, so the server's and the browser's renders agree. */
  time: (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`,
  unknownTime: "locally",
} as const;

/** The site's search: the header's box and the /search page. */
export const SEARCH_TEXT = {
  title: "Search",
  resultsTitle: (q: string) => `Search results for “${q}”`,
  intro: "Search our practice areas, attorneys and articles.",
  label: "Search the site",
  placeholder: "Search…",
  submit: "Search",
  groups: { "practice-area": "Practice Areas", attorney: "Attorneys", article: "Articles" },
  found: (n: number, more: boolean) =>
    more ? `${n.toLocaleString("en-US")}+ results` : `${n.toLocaleString("en-US")} ${n === 1 ? "result" : "results"}`,
  allArticles: (n: number, more: boolean) => `See all ${n.toLocaleString("en-US")}${more ? "+" : ""} matching articles`,
  noResults: (q: string) => `Nothing on our site matches “${q}”.`,
  noResultsHint: "Try other words, or start from one of our practice areas:",
  contactHint: "Or tell us what you need and an attorney will get back to you:",
  contact: "Contact Us",
  /** The text typed found nothing; the corrected text did (a web search engine's wording). */
  showingResultsFor: "Showing results for",
  searchInsteadFor: "Search instead for",
  /** The page with no search text: where to start. */
  startAreas: "Practice Areas",
  startArticles: "Recent Articles",
  allAreas: "All practice areas",
  allArticlesLink: "All articles",
} as const;

/** The banner of a previewed page (a signed link to a draft or an unsaved look at a post). */
export const PREVIEW_TEXT = {
  banner: (expires: string) => `Preview, not published; this link expires ${expires}`,
} as const;
