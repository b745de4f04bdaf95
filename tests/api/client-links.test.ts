import { clientLinks, contacts } from "@db/schema";
import { clientLinkExpiry, issueClientLink, revokeClientLink, verifyClientLink } from "@worker/data/client-links";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertEnquiry, testDb } from "../support/db";

const sentAt = new Date("2026-03-02T09:00:00.000Z");
const later = (days: number) => new Date(sentAt.getTime() + days * 86_400_000);

async function questionnaireLink(days = 30) {
  const enquiry = await insertEnquiry();
  const issued = await issueClientLink(testDb(), {
    purpose: "questionnaire",
    contactId: enquiry.id,
    expiresAt: clientLinkExpiry(sentAt, days),
    createdById: null,
  });
  return { enquiry, ...issued };
}

describe("client links", () => {
  it("carry a 256-bit token of which only the SHA-256 is stored", async () => {
    const { link, token } = await questionnaireLink();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await testDb().select().from(clientLinks).where(eq(clientLinks.id, link.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("open while valid, for their own purpose and enquiry", async () => {
    const { enquiry, link, token } = await questionnaireLink();
    const check = await verifyClientLink(testDb(), token, "questionnaire", later(1), enquiry.id);
    expect(check).toEqual({ kind: "valid", link });
  });

  it("are expired from their expiry instant on", async () => {
    const { token } = await questionnaireLink(7);
    expect((await verifyClientLink(testDb(), token, "questionnaire", later(6.99))).kind).toBe("valid");
    expect((await verifyClientLink(testDb(), token, "questionnaire", later(7))).kind).toBe("expired");
  });

  it("are revoked once withdrawn, which wins over expiry, and withdraw once", async () => {
    const { link, token } = await questionnaireLink(7);
    expect(await revokeClientLink(testDb(), link.id, later(1))).toBe(true);
    expect(await revokeClientLink(testDb(), link.id, later(2))).toBe(false);
    expect((await verifyClientLink(testDb(), token, "questionnaire", later(1))).kind).toBe("revoked");
    expect((await verifyClientLink(testDb(), token, "questionnaire", later(30))).kind).toBe("revoked");
  });

  it("are unknown when forged, altered or malformed", async () => {
    const { token } = await questionnaireLink();
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const candidate of [altered, "", "short", `${token}x`, token.replace(/.$/, "!")]) {
      expect((await verifyClientLink(testDb(), candidate, "questionnaire", later(1))).kind).toBe("unknown");
    }
  });

  it("never open another purpose or another enquiry", async () => {
    const { enquiry, token } = await questionnaireLink();
    const other = await insertEnquiry();
    expect((await verifyClientLink(testDb(), token, "engagement-letter", later(1))).kind).toBe("unknown");
    expect((await verifyClientLink(testDb(), token, "questionnaire", later(1), other.id)).kind).toBe("unknown");
    expect((await verifyClientLink(testDb(), token, "questionnaire", later(1), enquiry.id)).kind).toBe("valid");
  });

  it("go with their enquiry when it is deleted", async () => {
    const { enquiry, token } = await questionnaireLink();
    await testDb().delete(contacts).where(eq(contacts.id, enquiry.id));
    expect((await verifyClientLink(testDb(), token, "questionnaire", later(1))).kind).toBe("unknown");
  });
});
