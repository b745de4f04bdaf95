import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { clientLinks, contacts, emailOutbox, firmSettings, questionnaires } from "@db/schema";
import { clientLinkExpiry, issueClientLink } from "@worker/data/client-links";
import { saveTemplate } from "@worker/data/questionnaire-templates";
import { EMPTY_FIRM_SETTINGS } from "@worker/data/settings";
import { appEnv } from "@worker/env";
import { retention } from "@worker/jobs/retention";
import { runScheduled } from "@worker/scheduled";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDb, unique } from "../support/db";
import { outboxRow, writeOutbox } from "../support/email";
import { insertPracticeArea, sampleTemplate } from "../support/questionnaires";

const NOW = new Date("2026-11-23T07:00:00.000Z");
const monthsAgo = (months: number) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

async function enquiry(
  status: "unread" | "responded" | "handled",
  createdAt: string,
  retainedAt: string | null = null,
) {
  const [row] = await testDb()
    .insert(contacts)
    .values({
      name: unique("Client"),
      email: `${unique("c")}@example.com`,
      phone: "555",
      subject: "Lease",
      message: "Details",
      otherParties: "Landlord Co",
      practiceArea: "Real Estate Law",
      status,
      createdAt,
      retainedAt,
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

const read = async (id: number) => (await testDb().select().from(contacts).where(eq(contacts.id, id)))[0];

describe("the daily retention job", () => {
  it("anonymises only handled enquiries past the period of Settings, keeping date, area and status", async () => {
    await testDb()
      .insert(firmSettings)
      .values({ ...EMPTY_FIRM_SETTINGS, id: 1, retentionMonths: 12 })
      .onConflictDoUpdate({ target: firmSettings.id, set: { retentionMonths: 12 } });
    const old = await enquiry("handled", monthsAgo(13));
    const oldButOpen = await enquiry("responded", monthsAgo(13));
    const recent = await enquiry("handled", monthsAgo(11));
    // A client now: its file follows the matter, not the enquiries' retention.
    const retained = await enquiry("handled", monthsAgo(13), monthsAgo(12));

    const log = vi.spyOn(console, "log");
    const changed = await retention.run(appEnv(env), NOW);

    expect(changed).toBeGreaterThanOrEqual(1);
    expect(await read(old.id)).toMatchObject({
      name: "",
      email: "",
      phone: null,
      message: "",
      otherParties: null,
      status: "handled",
      practiceArea: "Real Estate Law",
      createdAt: old.createdAt,
      anonymizedAt: NOW.toISOString(),
    });
    expect(await read(oldButOpen.id)).toMatchObject({ name: oldButOpen.name, anonymizedAt: null });
    expect(await read(recent.id)).toMatchObject({ name: recent.name, anonymizedAt: null });
    expect(await read(retained.id)).toMatchObject({ name: retained.name, anonymizedAt: null });
    expect(log.mock.calls.map(([line]) => String(line)).some((line) => line.includes('"event":"retention"'))).toBe(
      true,
    );
    log.mockRestore();

    // A second run finds nothing new to anonymise.
    await retention.run(appEnv(env), NOW);
    expect((await read(old.id))?.anonymizedAt).toBe(NOW.toISOString());
  });

  it("clears an anonymised enquiry's questionnaire answers and withdraws its links, and no other's", async () => {
    const answered = async (status: "handled" | "responded") => {
      const contact = await enquiry(status, monthsAgo(13));
      const area = await insertPracticeArea();
      const template = await saveTemplate(testDb(), area.id, sampleTemplate(), null);
      const { link } = await issueClientLink(testDb(), {
        purpose: "questionnaire",
        contactId: contact.id,
        expiresAt: clientLinkExpiry(NOW),
        createdById: null,
      });
      const [row] = await testDb()
        .insert(questionnaires)
        .values({ contactId: contact.id, templateId: template.id, linkId: link.id, answers: { amount: "12" } })
        .returning();
      return { row, link };
    };
    const erased = await answered("handled");
    const kept = await answered("responded");
    await retention.run(appEnv(env), NOW);
    const stateOf = async (q: typeof erased) => ({
      answers: (
        await testDb()
          .select()
          .from(questionnaires)
          .where(eq(questionnaires.id, q.row?.id ?? 0))
      )[0]?.answers,
      revokedAt: (await testDb().select().from(clientLinks).where(eq(clientLinks.id, q.link.id)))[0]?.revokedAt,
    });
    expect(await stateOf(erased)).toEqual({ answers: {}, revokedAt: NOW.toISOString() });
    expect(await stateOf(kept)).toEqual({ answers: { amount: "12" }, revokedAt: null });
  });

  it("clears outbox content older than 90 days, and nothing newer or still queued", async () => {
    const email = (suffix: string) => ({
      kind: "password_reset" as const,
      to: `${suffix}@example.com`,
      key: unique("reset"),
      payload: { link: "https://firm.example/reset", expiresInMinutes: 30 },
    });
    const [old = 0, recent = 0, stuck = 0] = await writeOutbox(email("old"), email("recent"), email("stuck"));
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
    await testDb()
      .update(emailOutbox)
      .set({ createdAt: daysAgo(91), status: "sent" })
      .where(eq(emailOutbox.id, old));
    await testDb()
      .update(emailOutbox)
      .set({ createdAt: daysAgo(30), status: "sent" })
      .where(eq(emailOutbox.id, recent));
    await testDb()
      .update(emailOutbox)
      .set({ createdAt: daysAgo(120) })
      .where(eq(emailOutbox.id, stuck));

    await retention.run(appEnv(env), NOW);

    expect(await outboxRow(old)).toMatchObject({ payload: null, status: "sent", recipient: "old@example.com" });
    expect((await outboxRow(recent)).payload).not.toBeNull();
    expect((await outboxRow(stuck)).payload).not.toBeNull();
  });

  it("runs on the daily cron", async () => {
    const old = await enquiry("handled", monthsAgo(40));
    await runScheduled(createScheduledController({ cron: "0 7 * * *", scheduledTime: NOW }), env);
    expect((await read(old.id))?.anonymizedAt).toBe(NOW.toISOString());
  });
});
