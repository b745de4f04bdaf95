import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { unique } from "../support/db";

/** Raw SQL on purpose: these prove the database itself refuses bad rows, whatever the code does. */
const run = (sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .run();

/** The database refuses the statement, naming the constraint. */
const expectRefused = (constraint: RegExp, sql: string, ...params: unknown[]) =>
  expect(run(sql, ...params)).rejects.toThrow(constraint);

async function insertPost(slug: string, status = "draft") {
  return run(
    "INSERT INTO blog_posts (title, slug, author, content, status, publish_date) VALUES (?, ?, ?, ?, ?, ?)",
    "A title",
    slug,
    "An author",
    "<p>Body</p>",
    status,
    status === "published" ? new Date().toISOString() : null,
  );
}

async function insertTestimonial(rating: number, status = "pending") {
  return run(
    "INSERT INTO testimonials (name, rating, content, status) VALUES (?, ?, ?, ?)",
    "Client",
    rating,
    "Great",
    status,
  );
}

describe("database constraints", () => {
  it("refuses a duplicate blog slug", async () => {
    const slug = unique("post");
    await insertPost(slug);
    await expect(insertPost(slug)).rejects.toThrow(/UNIQUE constraint failed: blog_posts.slug/);
  });

  it("refuses a duplicate practice-area slug", async () => {
    const slug = unique("area");
    const insert = () =>
      run("INSERT INTO practice_areas (slug, title, description) VALUES (?, ?, ?)", slug, "Area", "Description");
    await insert();
    await expect(insert()).rejects.toThrow(/UNIQUE constraint failed: practice_areas.slug/);
  });

  it("refuses an unknown status on every table that has one", async () => {
    await expect(insertPost(unique("post"), "archived")).rejects.toThrow(/CHECK constraint failed/);
    await expect(insertTestimonial(5, "hidden")).rejects.toThrow(/CHECK constraint failed/);
    await expectRefused(
      /CHECK constraint failed/,
      "INSERT INTO contacts (name, email, subject, message, status) VALUES ('a', 'a@b.co', 's', 'm', 'spam')",
    );
    await expectRefused(
      /CHECK constraint failed/,
      "INSERT INTO team_members (id, name, role, status) VALUES (?, 'A B', 'Partner', 'retired')",
      unique("a-b"),
    );
    await expectRefused(
      /CHECK constraint failed/,
      "INSERT INTO practice_areas (slug, title, description, status) VALUES (?, 't', 'd', 'live')",
      unique("s"),
    );
  });

  it("refuses a rating outside 1–5 and accepts the bounds", async () => {
    await expect(insertTestimonial(6)).rejects.toThrow(/testimonials_rating_check/);
    await expect(insertTestimonial(0)).rejects.toThrow(/testimonials_rating_check/);
    await expect(insertTestimonial(1)).resolves.toBeTruthy();
    await expect(insertTestimonial(5)).resolves.toBeTruthy();
  });

  it("refuses roles, departments, categories and services outside the fixed lists", async () => {
    await expectRefused(
      /team_members_role_check/,
      "INSERT INTO team_members (id, name, role) VALUES (?, 'A B', 'Wizard')",
      unique("a-b"),
    );
    await expectRefused(
      /team_members_department_check/,
      "INSERT INTO team_members (id, name, role, department) VALUES (?, 'A B', 'Partner', 'Magic')",
      unique("a-b"),
    );
    await expectRefused(
      /blog_posts_category_check/,
      "INSERT INTO blog_posts (title, slug, author, content, category) VALUES ('t', ?, 'a', 'c', 'Gossip')",
      unique("p"),
    );
    await expectRefused(
      /testimonials_service_check/,
      "INSERT INTO testimonials (name, content, service) VALUES ('n', 'c', 'Tax Law')",
    );
  });

  it("refuses a published post without a publish date, and required values left out", async () => {
    await expectRefused(
      /blog_posts_published_date_check/,
      "INSERT INTO blog_posts (title, slug, author, content, status) VALUES ('t', ?, 'a', 'c', 'published')",
      unique("p"),
    );
    await expectRefused(
      /NOT NULL constraint failed: contacts.email/,
      "INSERT INTO contacts (name, subject, message) VALUES ('a', 's', 'm')",
    );
  });

  it("refuses a team id that is not a lower-case slug, a duplicate subscriber, and a second settings row", async () => {
    await expectRefused(
      /team_members_id_check/,
      "INSERT INTO team_members (id, name, role) VALUES ('Jane Doe', 'Jane Doe', 'Partner')",
    );
    const email = `${unique("reader")}@example.com`;
    await run("INSERT INTO newsletter_subscribers (email) VALUES (?)", email);
    await expectRefused(/UNIQUE/, "INSERT INTO newsletter_subscribers (email) VALUES (?)", email);
    await expectRefused(
      /newsletter_email_lower_check/,
      "INSERT INTO newsletter_subscribers (email) VALUES (?)",
      email.toUpperCase(),
    );
    await expectRefused(
      /firm_settings_single_row_check/,
      "INSERT INTO firm_settings (id, firm_name, email, phone, address, hours) VALUES (2, 'f', 'e', 'p', 'a', '{}')",
    );
  });

  it("fills created_at and updated_at in the database", async () => {
    const email = `${unique("stamp")}@example.com`;
    await run("INSERT INTO newsletter_subscribers (email) VALUES (?)", email);
    const row = await env.DB.prepare("SELECT created_at, updated_at FROM newsletter_subscribers WHERE email = ?")
      .bind(email)
      .first<{ created_at: string; updated_at: string }>();
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row?.updated_at).toBe(row?.created_at);
  });
});
