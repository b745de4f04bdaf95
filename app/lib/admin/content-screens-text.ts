import { BUSY_LABELS } from "@domain/messages";

/** A content screen's words: its header, its search box and its add/edit dialog. */
export interface ContentScreenText {
  title: string;
  description: string;
  addLabel: string;
  searchLabel: string;
  dialog: { title: { create: string; edit: string }; submit: { create: string; edit: string }; busy: typeof ADDING };
}

const ADDING = { create: BUSY_LABELS.add as string, edit: BUSY_LABELS.update as string };

/** "Add X" / "Edit X", submitted as "Add X" / "Update X" (SPEC §2's dialogs). */
const addOrEdit = (noun: string) => ({
  title: { create: `Add ${noun}`, edit: `Edit ${noun}` },
  submit: { create: `Add ${noun}`, edit: `Update ${noun}` },
  busy: ADDING,
});

/** The four content screens' words (SPEC §2), in one place for the screen, its meta title and its dialog. */
export const CONTENT_SCREENS = {
  blog: {
    title: "Blog Posts",
    description: "Write, publish and manage the firm's articles",
    addLabel: "New Post",
    searchLabel: "Search posts by title, author or tag",
    dialog: {
      title: { create: "New Blog Post", edit: "Edit Blog Post" },
      submit: { create: "Create Post", edit: "Update Post" },
      busy: { create: BUSY_LABELS.create, edit: BUSY_LABELS.update },
    },
  },
  team: {
    title: "Team",
    description: "Attorney profiles shown on the Our Team pages",
    addLabel: "Add Attorney",
    searchLabel: "Search by name, role or department",
    dialog: addOrEdit("Attorney"),
  },
  practiceAreas: {
    title: "Practice Areas",
    description: "The firm's services and their detail pages",
    addLabel: "Add Practice Area",
    searchLabel: "Search by title or description",
    dialog: addOrEdit("Practice Area"),
  },
  testimonials: {
    title: "Testimonials",
    description: "Review, approve and feature what clients say",
    addLabel: "Add Testimonial",
    searchLabel: "Search by name, service or content",
    dialog: addOrEdit("Testimonial"),
  },
} satisfies Record<string, ContentScreenText>;
