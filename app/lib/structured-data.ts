import type { Faq } from "@domain/shapes";
import { absolute } from "./seo";

/** Schema.org JSON-LD objects for search engines (serialised safely by React Router's <Meta>). */

export interface FirmContact {
  firmName: string;
  email: string;
  phone: string;
  address: string;
  logoUrl?: string | null;
  /** The office on the map (Settings); absent or null: no `geo`. */
  mapLatitude?: number | null;
  mapLongitude?: number | null;
}

/** The uploaded logo, or the built-in icon while there is none. */
const BUILT_IN_LOGO = "/favicon.ico";

export const legalServiceLd = (origin: string, firm: FirmContact) => ({
  "@context": "https://schema.org",
  "@type": "LegalService",
  name: firm.firmName,
  url: `${origin}/`,
  email: firm.email,
  telephone: firm.phone,
  address: { "@type": "PostalAddress", streetAddress: firm.address },
  image: `${origin}/images/blog/default.svg`,
  logo: absolute(origin, firm.logoUrl || BUILT_IN_LOGO),
  ...(typeof firm.mapLatitude === "number" && typeof firm.mapLongitude === "number"
    ? { geo: { "@type": "GeoCoordinates", latitude: firm.mapLatitude, longitude: firm.mapLongitude } }
    : {}),
});

export const personLd = (
  origin: string,
  person: { id: string; name: string; role: string; email: string | null; phone: string | null; image: string | null },
  firmName: string,
) => ({
  "@context": "https://schema.org",
  "@type": "Person",
  name: person.name,
  jobTitle: person.role,
  url: `${origin}/team/${person.id}`,
  ...(person.email ? { email: person.email } : {}),
  ...(person.phone ? { telephone: person.phone } : {}),
  ...(person.image ? { image: absolute(origin, person.image) } : {}),
  worksFor: { "@type": "LegalService", name: firmName, url: `${origin}/` },
});

export const blogPostingLd = (
  origin: string,
  post: { slug: string; title: string; description: string; author: string; authorId: string | null },
  dates: { published: string; modified: string },
  image: string | null,
  firmName: string,
) => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: post.title,
  description: post.description,
  url: `${origin}/blog/${post.slug}`,
  datePublished: dates.published,
  dateModified: dates.modified,
  ...(image ? { image: absolute(origin, image) } : {}),
  author: {
    "@type": "Person",
    name: post.author,
    ...(post.authorId ? { url: `${origin}/team/${post.authorId}` } : {}),
  },
  publisher: { "@type": "Organization", name: firmName },
});

export const faqPageLd = (faqs: Faq[]) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqs.map((faq) => ({
    "@type": "Question",
    name: faq.question,
    acceptedAnswer: { "@type": "Answer", text: faq.answer },
  })),
});
