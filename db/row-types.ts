import type { AuditEntry } from "../domain/audit";
import type {
  BlogPost,
  ConsentEventRow,
  ContactNote,
  ContactRow,
  CspReportRow,
  FirmSettingsRow,
  MediaRow,
  OutboxRow,
  PageSeoRow,
  PracticeArea,
  Revision,
  SlugRedirect,
  StatusChange,
  SubscriberRow,
  TeamMember,
  TestimonialRow,
} from "../domain/rows";
import type {
  auditLog,
  blogPosts,
  contactNotes,
  contactStatusHistory,
  contacts,
  cspReports,
  emailOutbox,
  firmSettings,
  media,
  newsletterConsentEvents,
  newsletterSubscribers,
  pageSeo,
  practiceAreas,
  revisions,
  slugRedirects,
  teamMembers,
  testimonials,
} from "./schema";

/**
 * Compile-time only: each table's selected row must equal its row type in domain/rows.ts,
 * so the shared vocabulary and the database cannot drift apart (`npm run typecheck` fails).
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type RowTypesMatchTables = [
  Assert<Same<PracticeArea, typeof practiceAreas.$inferSelect>>,
  Assert<Same<TeamMember, typeof teamMembers.$inferSelect>>,
  Assert<Same<BlogPost, typeof blogPosts.$inferSelect>>,
  Assert<Same<TestimonialRow, typeof testimonials.$inferSelect>>,
  Assert<Same<ContactRow, typeof contacts.$inferSelect>>,
  Assert<Same<SubscriberRow, typeof newsletterSubscribers.$inferSelect>>,
  Assert<Same<ConsentEventRow, typeof newsletterConsentEvents.$inferSelect>>,
  Assert<Same<FirmSettingsRow, typeof firmSettings.$inferSelect>>,
  Assert<Same<MediaRow, typeof media.$inferSelect>>,
  Assert<Same<OutboxRow, typeof emailOutbox.$inferSelect>>,
  Assert<Same<ContactNote, typeof contactNotes.$inferSelect>>,
  Assert<Same<StatusChange, typeof contactStatusHistory.$inferSelect>>,
  Assert<Same<AuditEntry, typeof auditLog.$inferSelect>>,
  Assert<Same<SlugRedirect, typeof slugRedirects.$inferSelect>>,
  Assert<Same<Revision, typeof revisions.$inferSelect>>,
  Assert<Same<PageSeoRow, typeof pageSeo.$inferSelect>>,
  Assert<Same<CspReportRow, typeof cspReports.$inferSelect>>,
];
