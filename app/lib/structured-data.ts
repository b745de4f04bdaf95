import type { PostalParts } from "@domain/address";
import { RATING } from "@domain/constants";
import { openingHoursOf } from "@domain/opening-hours";
import type { Faq, OfficeHours } from "@domain/shapes";
import type { MetaDescriptor } from "react-router";
import type {
  AboutPage,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  JsonLdObject,
  LegalService,
  Person,
  PostalAddress,
  Service,
  Thing,
  WithContext,
} from "schema-dts";
import { absolute, type MetaMatch, type SiteMeta, seo, siteMetaFrom } from "./seo";

/**
 * Schema.org JSON-LD objects for search engines (serialised safely by React Router's <Meta>), typed
 * with schema-dts so that only schema.org types and properties compile. Images are the item's own or
 * its social card, never a placeholder; dates are the item's own.
 */

/** A top-level block of one type (schema-dts also allows a bare string where an object may stand). */
type Ld<T> = T extends JsonLdObject ? WithContext<T> : never;

export interface FirmContact {
  firmName: string;
  email: string;
  phone: string;
  /** The one-line address, as the site prints it. */
  address: string;
  /** Its parts (Settings), or the one line split where it parses; null: no parts known. */
  postal?: PostalParts | null;
  logoUrl?: string | null;
  /** Settings' office hours, one text a day; absent: no opening hours. */
  hours?: OfficeHours;
  /** The office on the map (Settings); absent or null: no `geo`. */
  mapLatitude?: number | null;
  mapLongitude?: number | null;
}

/** The site's own mark (public/), the firm's logo and image until Settings hold an uploaded logo. */
export const SITE_LOGO = "/images/logo.png";
const firmLogo = (origin: string, firm: FirmContact) => absolute(origin, firm.logoUrl || SITE_LOGO);

/** Placeholders the site shows where an item has no image: never an item's image for search engines. */
const PLACEHOLDERS = new Set(["/images/blog/default.svg", "/images/team/placeholder.svg"]);

/** The item's own image when it has one, else its social card. */
export const itemImage = (origin: string, own: string | null | undefined, card: string) =>
  absolute(origin, own && !PLACEHOLDERS.has(own) ? own : card);

export function postalAddress(firm: FirmContact): PostalAddress {
  const parts = firm.postal;
  if (!parts) return { "@type": "PostalAddress", streetAddress: firm.address };
  return {
    "@type": "PostalAddress",
    streetAddress: parts.streetAddress,
    addressLocality: parts.addressLocality,
    addressRegion: parts.addressRegion,
    postalCode: parts.postalCode,
    addressCountry: parts.addressCountry,
  };
}

/** The firm as a reference from other objects (a provider, an employer). */
const firmRef = (origin: string, firm: FirmContact) => ({
  "@type": "LegalService" as const,
  "@id": `${origin}/#firm`,
  name: firm.firmName,
  url: `${origin}/`,
});

export const legalServiceLd = (origin: string, firm: FirmContact): Ld<LegalService> => ({
  "@context": "https://schema.org",
  ...firmRef(origin, firm),
  ...(firm.email ? { email: firm.email } : {}),
  ...(firm.phone ? { telephone: firm.phone } : {}),
  address: postalAddress(firm),
  // The uploaded logo is the firm's image and logo; without one, the site's own mark.
  logo: firmLogo(origin, firm),
  image: firmLogo(origin, firm),
  ...(typeof firm.mapLatitude === "number" && typeof firm.mapLongitude === "number"
    ? { geo: { "@type": "GeoCoordinates", latitude: firm.mapLatitude, longitude: firm.mapLongitude } }
    : {}),
  ...openingHoursLd(firm.hours),
});

function openingHoursLd(hours: OfficeHours | undefined) {
  const specifications = hours ? openingHoursOf(hours) : [];
  if (specifications.length === 0) return {};
  return {
    openingHoursSpecification: specifications.map(({ days, opens, closes }) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: days,
      opens,
      closes,
    })),
  };
}

/** Where the firm serves: its region (state) when the address names one, else its city. */
const areaServed = (firm: FirmContact) => {
  const name = firm.postal?.addressRegion || firm.postal?.addressLocality;
  return name ? { areaServed: { "@type": "AdministrativeArea" as const, name } } : {};
};

export const practiceServiceLd = (
  origin: string,
  area: { slug: string; title: string; description: string; image: string | null; card: string; services: string[] },
  firm: FirmContact,
): Ld<Service> => ({
  "@context": "https://schema.org",
  "@type": "Service",
  name: area.title,
  serviceType: area.title,
  description: area.description,
  url: `${origin}/practice-areas/${area.slug}`,
  image: itemImage(origin, area.image, area.card),
  provider: firmRef(origin, firm),
  ...areaServed(firm),
  ...(area.services.length
    ? {
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: area.title,
          itemListElement: area.services.map((service) => ({
            "@type": "Offer",
            itemOffered: { "@type": "Service", name: service },
          })),
        },
      }
    : {}),
});

export const personLd = (
  origin: string,
  person: {
    id: string;
    name: string;
    role: string;
    email: string | null;
    phone: string | null;
    image: string | null;
    specialties: string[];
  },
  card: string,
  firm: FirmContact,
): Ld<Person> => ({
  "@context": "https://schema.org",
  "@type": "Person",
  name: person.name,
  jobTitle: person.role,
  url: `${origin}/team/${person.id}`,
  ...(person.email ? { email: person.email } : {}),
  ...(person.phone ? { telephone: person.phone } : {}),
  image: itemImage(origin, person.image, card),
  ...(person.specialties.length ? { knowsAbout: person.specialties } : {}),
  worksFor: firmRef(origin, firm),
});

export const blogPostingLd = (
  origin: string,
  post: { slug: string; title: string; description: string; author: string; authorId: string | null },
  dates: { published: string; modified: string },
  images: { own: string | null; card: string },
  firm: FirmContact,
): Ld<BlogPosting> => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: post.title,
  description: post.description,
  url: `${origin}/blog/${post.slug}`,
  datePublished: dates.published,
  dateModified: dates.modified,
  image: itemImage(origin, images.own, images.card),
  author: {
    "@type": "Person",
    name: post.author,
    ...(post.authorId ? { url: `${origin}/team/${post.authorId}` } : {}),
  },
  publisher: { ...firmRef(origin, firm), logo: firmLogo(origin, firm) },
});

export const faqPageLd = (faqs: Faq[]): Ld<FAQPage> => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqs.map((faq) => ({
    "@type": "Question",
    name: faq.question,
    acceptedAnswer: { "@type": "Answer", text: faq.answer },
  })),
});

/** One entry of a list page: a page of its own (by URL), or a thing shown only on the list (a review). */
export type ListEntry = { name: string; path?: string; description?: string; item?: Thing };

/** A list page (or the About page, a list of the firm's values): the page, and its entries in order. */
export const collectionPageLd = (
  origin: string,
  page: { path: string; name: string; description: string; type?: "CollectionPage" | "AboutPage" },
  entries: ListEntry[],
): Ld<CollectionPage | AboutPage> => ({
  "@context": "https://schema.org",
  "@type": page.type ?? "CollectionPage",
  name: page.name,
  description: page.description,
  url: `${origin}${page.path}`,
  mainEntity: {
    "@type": "ItemList",
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.name,
      ...(entry.path ? { url: `${origin}${entry.path}` } : {}),
      ...(entry.description ? { description: entry.description } : {}),
      ...(entry.item ? { item: entry.item } : {}),
    })),
  },
});

/** A client's testimonial, as a review of the firm (shown on /testimonials only). */
export const testimonialReview = (
  origin: string,
  firm: FirmContact,
  testimonial: { name: string; content: string; rating: number },
): Thing => ({
  "@type": "Review",
  author: { "@type": "Person", name: testimonial.name },
  reviewBody: testimonial.content,
  reviewRating: { "@type": "Rating", ratingValue: testimonial.rating, bestRating: RATING.max, worstRating: RATING.min },
  itemReviewed: firmRef(origin, firm),
});

/** The trail from the home page to a detail page; the last crumb is the page itself. */
export const breadcrumbLd = (origin: string, trail: { path: string; name: string }[]): Ld<BreadcrumbList> => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: trail.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: `${origin}${crumb.path}`,
  })),
});

/**
 * The meta of a page that stands for the firm itself (the home page, the contact page): it carries
 * the firm's LegalService object. `page` names its title and description once the firm is known.
 */
export function firmPageMeta(
  { matches, location }: { matches: readonly (MetaMatch | undefined)[]; location: { pathname: string } },
  page: (site: SiteMeta) => { title: string; description: string },
): MetaDescriptor[] {
  const site = siteMetaFrom(matches);
  return seo(site, { ...page(site), path: location.pathname, jsonLd: [legalServiceLd(site.origin, site.firm)] });
}
