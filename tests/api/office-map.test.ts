import { env, exports } from "cloudflare:workers";
import { OFFICE_MAP } from "@domain/constants";
import { api } from "@worker/api";
import { describe, expect, it } from "vitest";
import { STAND_IN_FAILURE, STAND_IN_PLACES } from "../../scripts/geocoder-places";
import { adminToken, jsonInit } from "../support/admin";
import { bodyOf, expectFieldError } from "../support/api-calls";

// The contact page's map follows the saved address: a new address is looked up (GEOCODER_URL, here
// the stand-in of vitest.workers.config.ts), a failed lookup keeps the coordinates and says so, and
// staff may enter coordinates by hand.

const token = await adminToken();
const [EMPIRE, WHITE_HOUSE] = Object.keys(STAND_IN_PLACES) as [string, string];

/** The Worker's bindings with the geocoder on, pointed at the stand-in; `off` leaves GEOCODER_URL empty. */
const WITH_GEOCODER = { ...env, GEOCODER_URL: "http://geocoder.test/search" };

const save = (body: unknown, bindings: object = WITH_GEOCODER) =>
  api.request("/api/settings", jsonInit("PUT", body, token), bindings);
const saved = async (body: unknown, bindings?: object) => {
  const response = await save(body, bindings);
  expect(response.status).toBe(200);
  return bodyOf(response);
};
const stored = async () => bodyOf(await api.request("/api/settings/all", jsonInit("GET", undefined, token), env));

const coordinatesOf = (place: string) => ({
  mapLatitude: Number(STAND_IN_PLACES[place]?.lat),
  mapLongitude: Number(STAND_IN_PLACES[place]?.lon),
});

const contactMapSrc = async () => {
  const html = await (await exports.default.fetch("http://site.test/contact")).text();
  return /<iframe[^>]*src="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
};

describe("the geocoder stand-in", () => {
  it("answers Nominatim's shape for a known place, [] for others, 503 when told to fail", async () => {
    const search = (q: string) =>
      fetch(`http://geocoder.test/search?format=jsonv2&q=${encodeURIComponent(q)}`, {
        headers: { "User-Agent": "test" },
      });
    expect(await (await search(EMPIRE)).json()).toEqual([expect.objectContaining(STAND_IN_PLACES[EMPIRE])]);
    expect(await (await search("Nowhere 1")).json()).toEqual([]);
    expect((await search(`1 ${STAND_IN_FAILURE} Road`)).status).toBe(503);
  });
});

describe("saving the office address", () => {
  it("looks a changed address up and stores its coordinates for the map", async () => {
    const answer = await saved({ address: EMPIRE });
    expect(answer).toMatchObject({ address: EMPIRE, mapAddress: EMPIRE, ...coordinatesOf(EMPIRE) });
    expect(await stored()).toMatchObject({ mapAddress: EMPIRE, ...coordinatesOf(EMPIRE) });

    const moved = await saved({ address: WHITE_HOUSE });
    expect(moved).toMatchObject({ address: WHITE_HOUSE, mapAddress: WHITE_HOUSE, ...coordinatesOf(WHITE_HOUSE) });
  });

  it("keeps the coordinates when the address is unknown, the geocoder fails or is off; the answer says so", async () => {
    await saved({ address: EMPIRE });
    for (const [address, bindings] of [
      ["12 Nowhere Lane, Atlantis", WITH_GEOCODER],
      [`1 ${STAND_IN_FAILURE} Street`, WITH_GEOCODER],
      ["99 Offline Road", env],
    ] as const) {
      const answer = await saved({ address, phone: "(555) 000-1111" }, bindings);
      // The save itself succeeds; the map still shows the place found for the earlier address.
      expect(answer).toMatchObject({ address, phone: "(555) 000-1111", mapAddress: EMPIRE, ...coordinatesOf(EMPIRE) });
    }
  });

  it("does not look up an address the map was already located for", async () => {
    await saved({ address: EMPIRE });
    await saved({ mapLatitude: 10, mapLongitude: 20 });
    // Same address again (the Firm tab saves it with every change): the hand-entered point stays.
    expect(await saved({ address: EMPIRE, firmName: "Whitmore & Associates" })).toMatchObject({
      mapLatitude: 10,
      mapLongitude: 20,
      mapAddress: EMPIRE,
    });
  });
});

describe("coordinates entered by hand", () => {
  it("are stored for the current address, and the contact page's map follows them", async () => {
    await saved({ address: "1 Unknown Street, Springfield" }, env);
    const answer = await saved({ mapLatitude: 51.5007, mapLongitude: -0.1246 }, env);
    expect(answer).toMatchObject({
      mapLatitude: 51.5007,
      mapLongitude: -0.1246,
      mapAddress: "1 Unknown Street, Springfield",
    });
    expect(await contactMapSrc()).toContain("marker=51.5007,-0.1246");
    // Search engines get the same point in the page's JSON-LD.
    const html = await (await exports.default.fetch("http://site.test/contact")).text();
    expect(html).toContain('"geo":{"@type":"GeoCoordinates","latitude":51.5007,"longitude":-0.1246}');
    // The link to the full map searches the saved address itself.
    expect(html).toContain('href="https://www.openstreetmap.org/search?query=1%20Unknown%20Street%2C%20Springfield"');
  });

  it("null for both returns the map to the built-in location", async () => {
    await saved({ mapLatitude: null, mapLongitude: null }, env);
    const src = await contactMapSrc();
    expect(src).toContain(`marker=${OFFICE_MAP.latitude},${OFFICE_MAP.longitude}`);
    expect(new URL(src).searchParams.get("bbox")).toBe("-74.0035,40.7456,-73.9835,40.7556");
  });

  it("are refused with field messages when out of range, not numbers, or one without the other; nothing changes", async () => {
    await saved({ mapLatitude: 40, mapLongitude: -70 }, env);
    const cases: [unknown, string][] = [
      [{ mapLatitude: 90.5, mapLongitude: 0 }, "mapLatitude"],
      [{ mapLatitude: -91, mapLongitude: 0 }, "mapLatitude"],
      [{ mapLatitude: 0, mapLongitude: 180.01 }, "mapLongitude"],
      [{ mapLatitude: "40.7", mapLongitude: -73 }, "mapLatitude"],
      [{ mapLatitude: 40, mapLongitude: "east" }, "mapLongitude"],
      [{ mapLatitude: 40 }, "mapLongitude"],
      [{ mapLongitude: -73 }, "mapLatitude"],
    ];
    for (const [body, field] of cases) await expectFieldError(await save(body, env), field);
    const messages = (await bodyOf(await save({ mapLatitude: 95, mapLongitude: 0 }, env))).error.fields;
    expect(messages.mapLatitude).toEqual(["Latitude must be a number from -90 to 90."]);
    expect(await stored()).toMatchObject({ mapLatitude: 40, mapLongitude: -70 });
  });
});
