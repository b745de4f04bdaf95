import { firmSettings } from "@db/schema";
import { DEFAULT_HOURS } from "@domain/constants";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import {
  bodyOf,
  call,
  expectError,
  expectFieldError,
  expectJsonBodyRules,
  SQL_LIKE,
  send,
  withToken,
} from "../support/api-calls";
import { testDb } from "../support/db";

const token = await adminToken();

const SETTINGS_KEYS = [
  "address",
  "addressCountry",
  "addressLocality",
  "addressRegion",
  "attorneyAdvertising",
  "barAssociations",
  "consentText",
  "consentVersion",
  "disclaimer",
  "email",
  "faviconUrl",
  "firmName",
  "hours",
  "legalUpdated",
  "logoUrl",
  "mapAddress",
  "mapLatitude",
  "mapLongitude",
  "meetingUrl",
  "phone",
  "postalCode",
  "privacyPolicy",
  "responsePromise",
  "streetAddress",
  "termsOfService",
  "timeZone",
  "website",
];

/** The whole settings, as staff read them. */
const read = async () => {
  const response = await call("/api/settings/all", withToken(token));
  expect(response.status).toBe(200);
  return bodyOf(response);
};
const save = (body: unknown, withToken = true) => send("PUT", "/api/settings", body, withToken ? token : undefined);

describe("settings when no row exists yet", () => {
  it("GET answers the whole object with empty details and the default hours", async () => {
    await testDb().delete(firmSettings);
    const settings = await bodyOf(await call("/api/settings"));
    expect(Object.keys(settings).sort()).toEqual(SETTINGS_KEYS);
    expect(settings).toMatchObject({ firmName: "", hours: DEFAULT_HOURS, logoUrl: null, faviconUrl: null });
  });

  it("PUT creates the row from the defaults plus the body", async () => {
    await testDb().delete(firmSettings);
    const response = await save({ firmName: "Whitmore & Associates", hours: { sunday: "Closed" } });
    expect(response.status).toBe(200);
    const saved = await bodyOf(response);
    expect(saved).toMatchObject({
      firmName: "Whitmore & Associates",
      email: "",
      hours: { ...DEFAULT_HOURS, sunday: "Closed" },
    });
    expect(await read()).toEqual(saved);
  });
});

describe("PUT /api/settings", () => {
  it("saves the fields sent, keeps the rest, and merges hours day by day", async () => {
    const full = {
      // Values the seed does not hold, so that keeping the old ones cannot pass for saving.
      firmName: "Harbour & Vale LLP",
      email: "office@harbourvale.example",
      phone: "(555) 010-2030",
      address: "9 Quay Street, Portland, ME 04101",
      website: "https://harbourvale.example",
      hours: { ...DEFAULT_HOURS },
      disclaimer: "Attorney Advertising.",
      privacyPolicy: "We respect your privacy.",
      termsOfService: "Terms.",
      barAssociations: "New York State Bar Association.",
      logoUrl: "/media/logo-abc123.png",
      faviconUrl: "/media/favicon-1.ico",
      timeZone: "America/Chicago",
    };
    const { legalUpdated, ...saved } = await bodyOf(await save(full));
    expect(saved).toMatchObject(full);
    // Each legal text that changed is stamped, for the legal pages' "Last updated".
    expect(Object.keys(legalUpdated).sort()).toEqual([
      "barAssociations",
      "disclaimer",
      "privacyPolicy",
      "termsOfService",
    ]);

    const partial = await bodyOf(await save({ phone: "(555) 999-0000", hours: { saturday: "Closed" } }));
    expect(partial).toEqual({
      ...saved,
      legalUpdated,
      phone: "(555) 999-0000",
      hours: { ...DEFAULT_HOURS, saturday: "Closed" },
    });
    expect(await read()).toEqual(partial);

    const cleared = await bodyOf(await save({ logoUrl: null, faviconUrl: "", website: "" }));
    expect(cleared).toMatchObject({ logoUrl: null, faviconUrl: null, website: "", phone: "(555) 999-0000" });
    expect(await bodyOf(await save({}))).toEqual(cleared);
  });

  it("refuses every invalid field, naming it, and changes nothing", async () => {
    const before = await read();
    const cases: [string, unknown][] = [
      ["firmName", ""],
      ["firmName", "f".repeat(101)],
      ["email", "info-at-firm"],
      ["email", `${"e".repeat(250)}@x.com`],
      ["phone", "5".repeat(41)],
      ["phone", ""],
      ["address", "a".repeat(301)],
      ["website", "javascript:alert(1)"],
      ["website", "www.example.com"],
      ["website", `https://${"w".repeat(200)}.com`],
      ["hours", { funday: "9-5" }],
      ["hours", { monday: "" }],
      ["hours", { monday: "m".repeat(101) }],
      ["hours", "9-5"],
      ["disclaimer", "d".repeat(12_001)],
      ["privacyPolicy", "p".repeat(12_001)],
      ["termsOfService", "t".repeat(12_001)],
      ["barAssociations", "b".repeat(12_001)],
      ["privacyPolicy", 7],
      ["logoUrl", "https://evil.example/logo.png"],
      ["logoUrl", "/media/../secrets"],
      ["logoUrl", "/images/logo.png"],
      ["logoUrl", `/media/${"l".repeat(300)}`],
      ["faviconUrl", "javascript:alert(1)"],
      ["meetingUrl", "http://meet.example.com/room"],
      ["addressCountry", "USA"],
      ["addressCountry", "u1"],
      ["postalCode", "9".repeat(21)],
      ["streetAddress", 7],
      ["addressLocality", "c".repeat(101)],
    ];
    for (const [field, value] of cases) {
      await expectFieldError(await save({ phone: "(555) 000-0000", [field]: value }), field);
    }
    expect(await read()).toEqual(before);
  });

  it("saves the address in parts (the country upper-cased) and clears a part sent blank", async () => {
    const parts = {
      streetAddress: "9 Elm Street",
      addressLocality: "Springfield",
      addressRegion: "IL",
      postalCode: "62701",
      addressCountry: "us",
    };
    expect((await save(parts)).status).toBe(200);
    expect(await read()).toMatchObject({ ...parts, addressCountry: "US" });
    expect((await save({ postalCode: " " })).status).toBe(200);
    expect(await read()).toMatchObject({ streetAddress: "9 Elm Street", postalCode: null });
  });

  it("stores SQL-looking text literally", async () => {
    const saved = await bodyOf(await save({ address: SQL_LIKE, hours: { monday: `${SQL_LIKE}'); --` } }));
    expect(saved.address).toBe(SQL_LIKE);
    expect((await read()).hours.monday).toBe(`${SQL_LIKE}'); --`);
  });

  it("takes a full set of legal texts at their limit", async () => {
    const long = (c: string) => c.repeat(12_000);
    const response = await save({
      disclaimer: long("d"),
      privacyPolicy: long("p"),
      termsOfService: long("t"),
      barAssociations: long("b"),
    });
    expect(response.status).toBe(200);
    expect((await read()).termsOfService).toHaveLength(12_000);
  });

  it("answers 401 without a valid token and changes nothing", async () => {
    const before = await read();
    await expectError(await save({ firmName: "Hijacked" }, false), 401, "unauthorized");
    await expectError(await send("PUT", "/api/settings", { firmName: "Hijacked" }, "garbage"), 401, "unauthorized");
    expect(await read()).toEqual(before);
  });

  it("answers 415, 400 and 413 for a wrong type, bad JSON and an oversized body", async () => {
    const headers = { authorization: `Bearer ${token}` };
    await expectJsonBodyRules("PUT", "/api/settings", headers, {
      notJson: { contentType: "text/plain", body: "{}" },
      malformed: { body: "{'single': 'quotes'}" },
    });
    await expectError(await save({ disclaimer: "d".repeat(65 * 1024) }), 413, "payload_too_large");
  });
});
