/** The demo administrator, seeded and shown on the login page only in demo mode (DESIGN §5). */
export const DEMO_ADMIN = {
  email: "admin@whitmorelaw.com",
  password: "Demo-Admin-2026!",
  name: "Admin",
} as const;
