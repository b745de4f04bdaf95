import type { blogPosts, contacts, firmSettings, practiceAreas, teamMembers, testimonials } from "@db/schema";

/** Rows as the API sends them: the camelCase columns of db/schema.ts (DESIGN §4). */
export type BlogPost = typeof blogPosts.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;
export type PracticeArea = typeof practiceAreas.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type FirmSettings = Omit<typeof firmSettings.$inferSelect, "id" | "createdAt" | "updatedAt">;

export type ContactStatus = Contact["status"];
export type TestimonialStatus = Testimonial["status"];

export interface AdminIdentity {
  email: string;
  name: string;
}
