import { ADMIN_EXTRA_TOASTS, ADMIN_TOASTS, TOASTS } from "@domain/messages";
import type { Resource } from "./use-crud";

/** The four CRUD screens' API paths and toasts (SPEC §7, §8). */
export const RESOURCES = {
  blog: { path: "/blog", toasts: ADMIN_TOASTS.blog },
  team: { path: "/team", toasts: ADMIN_TOASTS.team },
  testimonials: { path: "/testimonials", toasts: ADMIN_TOASTS.testimonials },
  practiceAreas: {
    path: "/practice-areas",
    toasts: { ...ADMIN_EXTRA_TOASTS.practiceAreas, created: TOASTS.practiceAreaAdded },
  },
} satisfies Record<string, Resource>;
