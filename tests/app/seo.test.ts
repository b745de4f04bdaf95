import { splitAddress } from "@domain/address";
import { DEFAULT_HOURS } from "@domain/constants";
import { describe, expect, it } from "vitest";
import { seo, siteMetaFrom, summarize } from "~/lib/seo";
import { faqPageLd, legalServiceLd, personLd } from "~/lib/structured-data";

const firm = {
  firmName: "Firm & Co",
  email: "a@b.co",
  phone: "1",
  address: "Here",
  hours: DEFAULT_HOURS,
  consentText: "Notice.",
  consentVersion: 1,
  attorneyAdvertising: true,
  logoUrl: null,
  faviconUrl: null,
  mapLatitude: null,
  mapLongitude: null,
  responsePromise: "within 24 hours",
};
const site = { origin: "https://firm.example", firmName: firm.firmName, firm, pageSeo: {} };

describe("page metadata", () => {
  it("gives every page a title, description, canonical URL and Open Graph", () => {
    const tags = seo(site, { title: "Blog", description: "Insights.", path: "/blog", image: "/img.svg" });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "Blog | Firm & Co" },
        { name: "description", content: "Insights." },
        { tagName: "link", rel: "canonical", href: "https://firm.example/blog" },
        { property: "og:url", content: "https://firm.example/blog" },
        { property: "og:image", content: "https://firm.example/img.svg" },
        { property: "og:type", content: "website" },
      ]),
    );
  });

  it("does not repeat the firm's name as the home page's title, and marks not-found pages noindex", () => {
    expect(seo(site, { title: "Firm & Co", description: "d", path: "/" })).toContainEqual({ title: "Firm & Co" });
    expect(seo(site, { title: "Gone", description: "d", path: "/x", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });

  it("keeps the firm-name suffix on a custom meta title, without doubling it", () => {
    const custom = (metaTitle: string) =>
      seo(site, { title: "Blog", description: "d", path: "/blog", override: { metaTitle } });
    expect(custom("Legal insights")).toContainEqual({ title: "Legal insights | Firm & Co" });
    expect(custom("Legal insights | Firm & Co")).toContainEqual({ title: "Legal insights | Firm & Co" });
    expect(custom("Legal insights")).toContainEqual({ property: "og:title", content: "Legal insights | Firm & Co" });
  });

  it("hands JSON-LD to React Router's <Meta>, which escapes it", () => {
    const faqs = [{ question: "Q?", answer: "A." }];
    expect(seo(site, { title: "t", description: "d", path: "/", jsonLd: [faqPageLd(faqs)] })).toContainEqual({
      "script:ld+json": expect.objectContaining({ "@type": "FAQPage" }),
    });
  });

  it("finds the site layout's data among the matches, with a fallback", () => {
    expect(siteMetaFrom([{ id: "routes/site/layout", loaderData: site }])).toEqual(site);
    expect(siteMetaFrom([undefined]).origin).toBe("");
  });

  it("summarises long text at a word", () => {
    const text = "word ".repeat(100);
    const short = summarize(text);
    expect(short.length).toBeLessThanOrEqual(161);
    expect(short.endsWith("word…")).toBe(true);
    expect(summarize("  short\n text ")).toBe("short text");
  });
});

describe("structured data", () => {
  const person = {
    id: "jane-doe",
    name: "Jane Doe",
    role: "Partner",
    email: null,
    phone: "1",
    image: "/j.svg",
    specialties: ["Estate planning"],
  };

  it("a Person links the profile and the firm, leaving out what is missing", () => {
    const ld = personLd(site.origin, person, "/cards/attorney/jane-doe.png", firm);
    expect(ld).toMatchObject({
      "@type": "Person",
      url: "https://firm.example/team/jane-doe",
      image: "https://firm.example/j.svg",
      jobTitle: "Partner",
      knowsAbout: ["Estate planning"],
      worksFor: { "@type": "LegalService", name: "Firm & Co" },
    });
    expect(ld).not.toHaveProperty("email");
  });

  it("names an item's social card where it has no image of its own, never a placeholder", () => {
    const card = "/cards/attorney/jane-doe.png";
    const placeholder = { ...person, image: "/images/team/placeholder.svg" };
    expect(personLd(site.origin, placeholder, card, firm).image).toBe(`https://firm.example${card}`);
    expect(personLd(site.origin, { ...person, image: null }, card, firm).image).toBe(`https://firm.example${card}`);
  });

  it("publishes Settings' office hours as opening hours, days with the same times together, no guesses", () => {
    const hours = {
      monday: "8:00 AM - 6:00 PM",
      tuesday: "8 am – 6 pm",
      wednesday: "08:00 to 18:00",
      thursday: "8:00 AM - 6:00 PM",
      friday: "8:00 AM - 12:30 PM",
      saturday: "Closed",
      sunday: "By appointment only",
    };
    expect(legalServiceLd(site.origin, { ...firm, hours }).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "08:00", closes: "12:30" },
    ]);
    const unreadable = { ...hours, monday: "6 PM - 8 AM", tuesday: "13 pm - 2 pm", friday: "soon" };
    expect(legalServiceLd(site.origin, { ...firm, hours: unreadable }).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Wednesday", "Thursday"], opens: "08:00", closes: "18:00" },
    ]);
    const closed = Object.fromEntries(Object.keys(hours).map((day) => [day, "Closed"])) as typeof hours;
    expect(legalServiceLd(site.origin, { ...firm, hours: closed })).not.toHaveProperty("openingHoursSpecification");
  });

  it("splits a one-line US address into a PostalAddress, and keeps one that does not parse whole", () => {
    const parts = splitAddress("123 Legal Plaza, Suite 400, New York, NY 10001");
    expect(parts).toEqual({
      streetAddress: "123 Legal Plaza, Suite 400",
      addressLocality: "New York",
      addressRegion: "NY",
      postalCode: "10001",
      addressCountry: "US",
    });
    expect(splitAddress("1 Main St, Springfield, IL 62701-1234, USA")).toMatchObject({ postalCode: "62701-1234" });
    expect(splitAddress("Somewhere downtown")).toBeNull();
    expect(legalServiceLd(site.origin, { ...firm, postal: parts }).address).toEqual({
      "@type": "PostalAddress",
      ...parts,
    });
    expect(legalServiceLd(site.origin, { ...firm, address: "Here", postal: null }).address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Here",
    });
  });
});
