import { exports } from "cloudflare:workers";
import { blogPosts, firmSettings, practiceAreas, teamMembers, testimonials } from "@db/schema";
import type { BlogPost } from "@domain/rows";
import { eq } from "drizzle-orm";
import type { Thing } from "schema-dts";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SITE_LOGO } from "~/lib/structured-data";
import { adminToken, jsonInit } from "../support/admin";
import { atInstant } from "../support/booking";
import { call, postBody } from "../support/content";
import { insertTestFirm, testDb, unique } from "../support/db";

// The first render of each route compiles it: slower than the default 5 s on a cold run.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Every JSON-LD block of every public page parses, uses only schema.org types and has what Google
 * lists as required (or, where the issue asks more, recommended) for the rich result it is for.
 */

/** The types the site uses; `satisfies` makes the compiler check each against schema.org (schema-dts). */
const SCHEMA_TYPES = [
  "AboutPage",
  "AdministrativeArea",
  "Answer",
  "BlogPosting",
  "BreadcrumbList",
  "CollectionPage",
  "FAQPage",
  "GeoCoordinates",
  "ItemList",
  "LegalService",
  "ListItem",
  "Offer",
  "OpeningHoursSpecification",
  "OfferCatalog",
  "Person",
  "PostalAddress",
  "Question",
  "Rating",
  "Review",
  "Service",
] as const satisfies readonly Exclude<Thing, string>["@type"][];

type Node = Record<string, unknown>;
const PLACEHOLDER = /\/images\/(blog\/default|team\/placeholder)\.svg$/;

/**
 * What a block must carry, by its type (Google Search Central's required properties, and what the
 * issue asks beyond them). Inside a block, a reference (the firm as a provider) need only name itself.
 */
const REQUIRED: Record<string, string[]> = {
  // Google's LocalBusiness: name and address required; url, telephone, image, hours recommended.
  LegalService: ["name", "address", "url", "telephone", "image", "logo", "openingHoursSpecification"],
  Service: ["name", "provider", "areaServed"],
  Person: ["name", "jobTitle", "worksFor"],
  BlogPosting: ["headline", "image", "datePublished", "dateModified", "author", "publisher"],
  FAQPage: ["mainEntity"],
  CollectionPage: ["name", "url", "mainEntity"],
  AboutPage: ["name", "url", "mainEntity"],
  BreadcrumbList: ["itemListElement"],
};
/** What the parts inside a block must carry, wherever they appear. */
const PART_REQUIRED: Record<string, string[]> = {
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  PostalAddress: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  ItemList: ["itemListElement"],
  ListItem: ["position", "name"],
  Review: ["author", "reviewRating", "itemReviewed"],
  Rating: ["ratingValue"],
  LegalService: ["name"],
  Service: ["name"],
  Person: ["name"],
};

const page = (path: string) => exports.default.fetch(`http://site.test${path}`);

/** The page's JSON-LD blocks, parsed (a block that does not parse fails here). */
async function blocksOf(path: string): Promise<Node[]> {
  const response = await page(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text = ""]) => JSON.parse(text) as Node,
  );
}

/** Every object with a @type inside a block, the block itself first. */
function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (!value || typeof value !== "object") return [];
  const node = value as Node;
  const inner = Object.values(node).flatMap(nodesOf);
  return "@type" in node ? [node, ...inner] : inner;
}

/** What is wrong with one block: unknown types, missing properties, placeholder images. */
function problemsOf(path: string, block: Node): string[] {
  const problems: string[] = [];
  if (block["@context"] !== "https://schema.org") problems.push(`${path}: @context is not https://schema.org`);
  for (const node of nodesOf(block)) {
    const type = String(node["@type"]);
    if (!(SCHEMA_TYPES as readonly string[]).includes(type)) problems.push(`${path}: unknown type ${type}`);
    for (const key of (node === block ? REQUIRED : PART_REQUIRED)[type] ?? []) {
      if (node[key] === undefined || node[key] === "") problems.push(`${path}: ${type} without ${key}`);
    }
    for (const key of ["image", "logo"]) {
      const image = node[key];
      if (image !== undefined && (typeof image !== "string" || PLACEHOLDER.test(image) || !/^https?:\/\//.test(image)))
        problems.push(`${path}: ${type}.${key} is ${JSON.stringify(image)}`);
    }
  }
  const list = block["@type"] === "BreadcrumbList" ? (block.itemListElement as Node[]) : [];
  list.forEach((crumb, index) => {
    if (crumb.position !== index + 1) problems.push(`${path}: breadcrumb ${index} at position ${crumb.position}`);
    if (index < list.length - 1 && !crumb.item) problems.push(`${path}: breadcrumb ${index} without item`);
  });
  return problems;
}

const byType = (blocks: Node[], type: string) => blocks.find((block) => block["@type"] === type);

const stamp = "2025-03-04T05:06:07.000Z";
/** Later than `stamp`: what the seed, a status change or a view count leave in updated_at. */
const touched = "2025-06-07T08:09:10.000Z";
let post = "";
let area = "";
let attorney = "";

beforeAll(async () => {
  await insertTestFirm({
    address: "123 Legal Plaza, Suite 400, New York, NY 10001",
    logoUrl: "/media/logo.png",
    privacyPolicy: "We keep what you send us.",
  });
  post = unique("post");
  await testDb().insert(blogPosts).values({
    slug: post,
    title: "A real article",
    author: "Jane Doe",
    content: "<p>Text.</p>",
    status: "published",
    publishDate: "2025-01-02T03:04:05.000Z",
    image: "/images/blog/default.svg",
  });
  await testDb().update(blogPosts).set({ contentUpdatedAt: stamp, updatedAt: touched }).where(eq(blogPosts.slug, post));
  area = unique("area");
  await testDb()
    .insert(practiceAreas)
    .values({
      slug: area,
      title: "Estate Planning",
      description: "Wills and trusts.",
      status: "published",
      services: ["Wills", "Trusts"],
      faqs: [{ question: "Do I need a will?", answer: "Most people do." }],
    });
  attorney = unique("jane-doe");
  await testDb()
    .insert(teamMembers)
    .values({ id: attorney, name: "Jane Doe", role: "Partner", specialties: ["Estate planning", "Probate"] });
  await testDb()
    .insert(testimonials)
    .values({ name: "Pat Client", content: "Thorough and kind.", rating: 5, status: "approved" });
});

describe("structured data on every public page", () => {
  it("parses, names only schema.org types and carries each rich result's required properties", {
    timeout: 120_000,
  }, async () => {
    const paths = [
      "/",
      "/about",
      "/contact",
      "/blog",
      `/blog/${post}`,
      "/team",
      `/team/${attorney}`,
      "/practice-areas",
      `/practice-areas/${area}`,
      "/testimonials",
      "/newsletter",
      "/legal/privacy-policy",
    ];
    const problems: string[] = [];
    for (const path of paths) for (const block of await blocksOf(path)) problems.push(...problemsOf(path, block));
    expect(problems).toEqual([]);
  });

  it("gives the firm a PostalAddress in parts and its uploaded logo", async () => {
    const firm = byType(await blocksOf("/contact"), "LegalService");
    expect(firm?.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "123 Legal Plaza, Suite 400",
      addressLocality: "New York",
      addressRegion: "NY",
      postalCode: "10001",
      addressCountry: "US",
    });
    expect(firm?.logo).toBe("http://site.test/media/logo.png");
    expect(firm?.image).toBe("http://site.test/media/logo.png");
    expect(byType(await blocksOf(`/blog/${post}`), "BlogPosting")?.publisher).toMatchObject({
      logo: "http://site.test/media/logo.png",
    });
  });

  it("without an uploaded logo names the site's own PNG mark, a file in public/ of at least 112 px", async () => {
    await testDb().update(firmSettings).set({ logoUrl: null });
    try {
      const firm = byType(await blocksOf("/contact"), "LegalService");
      expect(firm).toMatchObject({ logo: `http://site.test${SITE_LOGO}`, image: `http://site.test${SITE_LOGO}` });
    } finally {
      await testDb().update(firmSettings).set({ logoUrl: "/media/logo.png" });
    }
    const files = import.meta.glob<string>("../../public/images/*.png", {
      query: "?inline",
      import: "default",
      eager: true,
    });
    const png = Uint8Array.from(atob(files[`../../public${SITE_LOGO}`]?.split(",")[1] ?? ""), (c) => c.charCodeAt(0));
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
    const width = new DataView(png.buffer).getUint32(16);
    expect(width).toBeGreaterThanOrEqual(112);
  });

  it("moves an article's dateModified (JSON-LD and article:modified_time) only when a save changes what readers see", async () => {
    const token = await adminToken("editor");
    const hoursBeforeNoon = (hours: number) =>
      new Date(Date.parse("2025-08-01T12:00:00.000Z") - hours * 3_600_000).toISOString();
    const save = (at: string, method: string, path: string, body: unknown) =>
      atInstant(at, async () => (await call(path, jsonInit(method, body, token))).json() as Promise<BlogPost>);
    const body = postBody({ content: "<p>First words.</p>" });
    const created = await save(hoursBeforeNoon(3), "POST", "/api/blog", body);
    const dates = async () => byType(await blocksOf(`/blog/${created.slug}`), "BlogPosting");
    expect(await dates()).toMatchObject({ datePublished: hoursBeforeNoon(3), dateModified: hoursBeforeNoon(3) });

    // Staff-only: featuring it changes updated_at, not what readers see.
    await save(hoursBeforeNoon(2), "PUT", `/api/blog/${created.id}`, { ...body, slug: created.slug, featured: true });
    expect((await dates())?.dateModified).toBe(hoursBeforeNoon(3));

    const modifiedMeta = async () =>
      /<meta property="article:modified_time" content="([^"]+)"/.exec(
        await (await page(`/blog/${created.slug}`)).text(),
      )?.[1];
    expect(await modifiedMeta()).toBe(hoursBeforeNoon(3));

    await save(hoursBeforeNoon(1), "PUT", `/api/blog/${created.id}`, {
      ...body,
      slug: created.slug,
      content: "<p>New.</p>",
    });
    expect(await dates()).toMatchObject({ datePublished: hoursBeforeNoon(3), dateModified: hoursBeforeNoon(1) });
    expect(await modifiedMeta()).toBe(hoursBeforeNoon(1));
  });

  it("dates an article by its last public edit (not updated_at), and pictures it by its card rather than the placeholder", async () => {
    const blocks = await blocksOf(`/blog/${post}`);
    const article = byType(blocks, "BlogPosting");
    expect(article).toMatchObject({ dateModified: stamp, datePublished: "2025-01-02T03:04:05.000Z" });
    expect(article?.image).toMatch(/^http:\/\/site\.test\/cards\/post\/\d+\.png/);
    expect(byType(blocks, "BreadcrumbList")?.itemListElement).toMatchObject([
      { position: 1, item: "http://site.test/" },
      { position: 2, item: "http://site.test/blog" },
      { position: 3, name: "A real article", item: `http://site.test/blog/${post}` },
    ]);
  });

  it("describes a practice area as a Service of the firm beside its FAQPage", async () => {
    const blocks = await blocksOf(`/practice-areas/${area}`);
    expect(byType(blocks, "Service")).toMatchObject({
      name: "Estate Planning",
      provider: { "@type": "LegalService", name: "Test Firm" },
      areaServed: { "@type": "AdministrativeArea", name: "NY" },
    });
    expect(byType(blocks, "FAQPage")).toBeDefined();
    expect(byType(blocks, "BreadcrumbList")).toBeDefined();
  });

  it("describes an attorney as a Person with a job, an employer and what they know", async () => {
    const person = byType(await blocksOf(`/team/${attorney}`), "Person");
    expect(person).toMatchObject({
      jobTitle: "Partner",
      worksFor: { "@type": "LegalService", name: "Test Firm" },
      knowsAbout: ["Estate planning", "Probate"],
    });
  });

  it("lists the items of each list page in order", async () => {
    const lists: [string, string][] = [
      ["/blog", `http://site.test/blog/${post}`],
      ["/team", `http://site.test/team/${attorney}`],
      ["/practice-areas", `http://site.test/practice-areas/${area}`],
    ];
    for (const [path, url] of lists) {
      const collection = byType(await blocksOf(path), "CollectionPage");
      const items = ((collection?.mainEntity ?? {}) as Node).itemListElement as Node[];
      expect(
        items.map((item) => item.url),
        path,
      ).toContain(url);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    }
    const reviews = byType(await blocksOf("/testimonials"), "CollectionPage")?.mainEntity as Node;
    expect(reviews.itemListElement).toContainEqual(
      expect.objectContaining({
        item: expect.objectContaining({ "@type": "Review", reviewBody: "Thorough and kind." }),
      }),
    );
    expect(byType(await blocksOf("/about"), "AboutPage")?.mainEntity).toMatchObject({ "@type": "ItemList" });
  });
});
