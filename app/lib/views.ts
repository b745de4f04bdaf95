import { excerpt, readTimeMinutes } from "@domain/blog";
import { isOfferedService } from "@domain/constants";
import type { BlogPost, PracticeArea, TeamMember, Testimonial } from "@domain/rows";
import type { MarkedPart } from "@domain/search";
import { formatDateInZone } from "@domain/time-format";
import { HOME } from "./site-text";

/** The small objects loaders send to the page: only what a card shows, never whole rows. */

export interface AreaCard {
  slug: string;
  title: string;
  icon: string;
  description: string;
  features: string[];
}

export interface TeamCard {
  id: string;
  name: string;
  role: string;
  specialty: string;
  image: string | null;
  bio: string;
  specialties: string[];
  email: string | null;
  phone: string | null;
}

export interface TestimonialView {
  id: string;
  name: string;
  role: string;
  rating: number;
  content: string;
}

export interface BlogListItem {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  publishedAt: string;
  readTime: number;
  badge: string;
  image: string | null;
  /** A search's best-matching passage, matched words marked (shown instead of the excerpt). */
  snippet?: MarkedPart[];
}

export const toAreaCard = (row: PracticeArea): AreaCard => ({
  slug: row.slug,
  title: row.title,
  icon: row.icon,
  description: row.description,
  features: row.features.slice(0, 4),
});

export const toTeamCard = (row: TeamMember): TeamCard => ({
  id: row.id,
  name: row.name,
  role: row.role,
  // SPEC §4: the specialty falls back to 'Legal Services' when the department is missing.
  specialty: row.department ?? HOME.legalServices,
  image: row.image,
  bio: row.bio ?? "",
  specialties: row.specialties,
  email: row.email,
  phone: row.phone,
});

export const toTestimonialView = (row: Testimonial): TestimonialView => ({
  id: String(row.id),
  name: row.name,
  // SPEC §4: the role falls back to 'Client' when the service is missing, or names no area the firm offers.
  role: isOfferedService(row.service) ? row.service : HOME.client,
  rating: row.rating,
  content: row.content,
});

/** A list item with an excerpt of `excerptLength` characters (200 featured, 150 cards), dated in the firm's zone. */
export const toBlogListItem = (row: BlogPost, excerptLength: number, timeZone: string): BlogListItem => ({
  slug: row.slug,
  title: row.title,
  excerpt: excerpt(row.excerpt || row.content, excerptLength),
  author: row.author,
  date: formatDateInZone(row.publishDate ?? row.createdAt, timeZone),
  publishedAt: row.publishDate ?? row.createdAt,
  readTime: readTimeMinutes(row.content),
  // The category, as the article's own page and the blog's filter name it.
  badge: row.category,
  image: row.image,
});
