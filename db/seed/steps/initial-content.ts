import { FIRST_ACCOUNT_ROLE } from "../../../domain/roles";
import { adminUsers, blogPosts, contacts, firmSettings, practiceAreas, teamMembers, testimonials } from "../../schema";
import { demoBlogPosts } from "../content/blog";
import { demoContacts } from "../content/contacts";
import { demoPracticeAreas } from "../content/practice-areas";
import { demoSettings } from "../content/settings";
import { demoTeamMembers } from "../content/team";
import { demoTestimonials } from "../content/testimonials";
import type { SeedStep } from "../step";

/** The first demo content: the firm, its areas, attorneys, articles, testimonials and enquiries. */
export const initialContent: SeedStep = {
  name: "initial-content",
  statements: ({ db, demoAdmin: admin }) => [
    db.insert(firmSettings).values(demoSettings).onConflictDoNothing(),
    ...demoPracticeAreas.map((row) => db.insert(practiceAreas).values(row).onConflictDoNothing()),
    // An attorney's record dates from their joining, so the dashboard's "new this month" stays honest.
    ...demoTeamMembers.map((row) =>
      db
        .insert(teamMembers)
        .values({ ...row, createdAt: row.joinDate ? `${row.joinDate}T09:00:00.000Z` : undefined })
        .onConflictDoNothing(),
    ),
    ...demoBlogPosts.map((row) => db.insert(blogPosts).values(row).onConflictDoNothing()),
    ...demoTestimonials.map((row) => db.insert(testimonials).values(row)),
    ...demoContacts.map((row) => db.insert(contacts).values(row)),
    ...(admin
      ? [
          db
            .insert(adminUsers)
            .values({ ...admin, email: admin.email.toLowerCase(), role: FIRST_ACCOUNT_ROLE })
            .onConflictDoNothing(),
        ]
      : []),
  ],
};
