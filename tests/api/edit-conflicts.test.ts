import { blogPosts } from "@db/schema";
import { etagOfVersion } from "@domain/edit-version";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { bodyOf, call, createdBy, expectError } from "../support/api-calls";
import { areaBody, postBody } from "../support/content";
import { testDb, unique } from "../support/db";

/** Two people with names of their own: the 409 must say which one saved. */
const alice = await adminToken("owner", "Alice Marsh");
const bob = await adminToken("owner", "Bob Okafor");

/** One editable kind: where it is read and saved, a full body with a given text, and the field that text lands in. */
interface Kind {
  name: string;
  /** Makes an item; answers the path its GET and PUT use. */
  make: () => Promise<{ read: string; save: string }>;
  body: (text: string) => Record<string, unknown>;
  field: string;
  /** How the text reads once stored, where the kind reshapes it (an attorney's name). */
  stored?: (text: string) => string;
}

const itemPath = (base: string) => async (body: Record<string, unknown>) => {
  const { id } = await createdBy(base, body, alice);
  return { read: `${base}/${id}`, save: `${base}/${id}` };
};

const memberName = (text: string) => `Avery ${text.replaceAll(/[^A-Za-z]/g, "")}`;
const memberBody = (text: string) => ({ name: memberName(text), role: "Partner" });
const testimonialBody = (content: string) => ({ name: unique("Client"), content: `They were kind. ${content}` });

const KINDS: Kind[] = [
  {
    name: "article",
    make: () => itemPath("/api/blog")(postBody()),
    body: (t) => postBody({ title: t }),
    field: "title",
  },
  {
    name: "practice area",
    make: () => itemPath("/api/practice-areas")(areaBody()),
    body: (t) => areaBody({ title: t }),
    field: "title",
  },
  {
    name: "attorney",
    make: () => itemPath("/api/team")(memberBody(unique("x"))),
    body: memberBody,
    field: "name",
    stored: memberName,
  },
  {
    name: "testimonial",
    make: () => itemPath("/api/testimonials")(testimonialBody(unique("x"))),
    body: testimonialBody,
    field: "content",
  },
  {
    name: "the firm's settings",
    // The settings row exists once saved; before that there is no version to send.
    make: async () => {
      expect((await save("/api/settings", { firmName: unique("Firm") }, alice)).status).toBe(200);
      return { read: "/api/settings/all", save: "/api/settings" };
    },
    body: (t) => ({ firmName: t }),
    field: "firmName",
  },
];

/** A staff read: its body and its ETag. */
async function open(path: string, token: string) {
  const response = await call(path, jsonInit("GET", undefined, token));
  expect(response.status).toBe(200);
  const etag = response.headers.get("ETag");
  expect(etag).toMatch(/^"[^"]+"$/);
  return { item: await bodyOf(response), etag: etag ?? "" };
}

/** A save sending the version it was opened at (none: the old unconditional save). */
function save(path: string, body: unknown, token: string, ifMatch?: string) {
  const init = jsonInit("PUT", body, token);
  const headers = { ...(init.headers as Record<string, string>), ...(ifMatch ? { "If-Match": ifMatch } : {}) };
  return call(path, { ...init, headers });
}

describe.each(KINDS)("two people editing one $name", (kind) => {
  const stored = (text: string) => kind.stored?.(text) ?? text;
  it("refuses the second save with 409, who and when; overwriting knowingly then succeeds", async () => {
    const paths = await kind.make();
    const first = await open(paths.read, alice);
    const second = await open(paths.read, bob);
    expect(second.etag).toBe(first.etag);

    const hers = unique("Hers");
    const saved = await save(paths.save, kind.body(hers), alice, first.etag);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const newTag = saved.headers.get("ETag") ?? "";
    expect(newTag).not.toBe(first.etag);
    const savedAt = (await open(paths.read, alice)).etag;
    expect(savedAt).toBe(newTag);

    const his = unique("His");
    const refused = await save(paths.save, kind.body(his), bob, second.etag);
    expect(refused.headers.get("ETag")).toBe(newTag);
    const error = (await expectError(refused, 409, "edit_conflict")) as unknown as Record<string, unknown>;
    expect(error.savedBy).toMatchObject({ name: "Alice Marsh" });
    expect(etagOfVersion(String(error.savedAt))).toBe(newTag);
    expect(etagOfVersion(String(error.version))).toBe(newTag);
    expect(String((error.current as Record<string, unknown>)[kind.field])).toContain(stored(hers));
    // Refused means unchanged.
    expect(String((await open(paths.read, bob)).item[kind.field])).toContain(stored(hers));

    const overwritten = await save(paths.save, kind.body(his), bob, etagOfVersion(String(error.version)));
    expect(overwritten.status, await overwritten.clone().text()).toBe(200);
    expect(String((await bodyOf(overwritten))[kind.field])).toContain(stored(his));
    expect(String((await open(paths.read, alice)).item[kind.field])).toContain(stored(his));
  });

  it("lets exactly one of two saves racing from the same version land", async () => {
    const paths = await kind.make();
    const { etag } = await open(paths.read, alice);
    const answers = await Promise.all([
      save(paths.save, kind.body(unique("One")), alice, etag),
      save(paths.save, kind.body(unique("Two")), bob, etag),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("keeps a save without If-Match unconditional, as API clients had it", async () => {
    const paths = await kind.make();
    await save(paths.save, kind.body(unique("Before")), alice);
    const text = unique("Blind");
    const blind = await save(paths.save, kind.body(text), bob);
    expect(blind.status).toBe(200);
    expect(String((await bodyOf(blind))[kind.field])).toContain(stored(text));
  });

  it("refuses an If-Match that names no version of the item", async () => {
    const paths = await kind.make();
    await expectError(await save(paths.save, kind.body(unique("Odd")), alice, '"not-a-version"'), 409, "edit_conflict");
  });
});

describe("a testimonial's moderation", () => {
  it("refuses approving a testimonial someone edited since it was opened", async () => {
    const { id } = await createdBy("/api/testimonials", testimonialBody(unique("x")), alice);
    const { etag } = await open(`/api/testimonials/${id}`, bob);
    const edited = await save(`/api/testimonials/${id}`, testimonialBody(unique("Edited")), alice, etag);
    expect(edited.status).toBe(200);
    await expectError(await save(`/api/testimonials/${id}`, { status: "approved" }, bob, etag), 409, "edit_conflict");
  });
});

describe("versions", () => {
  it("moves forward on every save, even when the clock has not passed the stored version", async () => {
    const { id } = await createdBy("/api/blog", postBody(), alice);
    const ahead = "2999-01-01T00:00:00.998Z";
    await testDb().update(blogPosts).set({ updatedAt: ahead }).where(eq(blogPosts.id, id));
    const first = await save(`/api/blog/${id}`, postBody(), alice, etagOfVersion(ahead));
    expect(first.headers.get("ETag")).toBe(etagOfVersion("2999-01-01T00:00:00.999Z"));
    const second = await save(`/api/blog/${id}`, postBody(), alice, first.headers.get("ETag") ?? "");
    expect(second.headers.get("ETag")).toBe(etagOfVersion("2999-01-01T00:00:01.000Z"));
  });

  it("gives public reads no version", async () => {
    const { id } = await createdBy("/api/blog", postBody(), alice);
    expect((await call(`/api/blog/${id}`)).headers.get("ETag")).toBeNull();
  });
});
