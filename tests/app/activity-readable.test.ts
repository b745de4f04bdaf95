import { describe, expect, it } from "vitest";
import { fieldLabel, readableChanges, readableItem, readableValue } from "~/lib/admin/activity-readable";

const people = new Map([[2, "Dana Whitmore"]]);
const zone = "America/New_York";

describe("the Activity log as a person reads it", () => {
  it("labels fields in words", () => {
    expect(fieldLabel("firmName")).toBe("Firm name");
    expect(fieldLabel("assigned_to")).toBe("Assigned to");
    expect(fieldLabel("changedById")).toBe("Changed by");
    expect(fieldLabel("id")).toBe("ID");
  });

  it("formats times in the firm's zone with the zone named, and names staff instead of ids", () => {
    expect(readableValue("publishAt", "2026-11-30T14:00:00.000Z", zone, people)).toBe("Mon, Nov 30, 2026, 9:00 AM EST");
    expect(readableValue("changedById", 2, zone, people)).toBe("Dana Whitmore");
    expect(readableValue("featured", true, zone, people)).toBe("Yes");
    expect(readableValue("phone", null, zone, people)).toBe("—");
  });

  it("writes each change on its own line, and a staff account by its holder's name", () => {
    expect(readableChanges({ firmName: ["Old", "New"], active: [true, false] }, zone, people)).toBe(
      "Firm name: Old → New\nActive: Yes → No",
    );
    const entry = { action: "update", actorId: 2, changes: null } as const;
    expect(readableItem({ ...entry, entity: "staff", entityId: "2" }, people)).toBe("Staff account: Dana Whitmore");
    expect(readableItem({ ...entry, entity: "contact", entityId: "7" }, people)).toBe("Enquiry #7");
    // A session ended is the actor's own; a sign-in's id is the account's.
    expect(readableItem({ ...entry, action: "session_ended", entity: "session", entityId: "ab12" }, people)).toBe(
      "Session: Dana Whitmore",
    );
    const created = { ...entry, action: "create", entity: "blog_post", entityId: "4" } as const;
    expect(readableItem({ ...created, changes: { title: [null, "Custody 101"] } }, people)).toBe(
      "Blog post: Custody 101",
    );
  });
});
