import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, listOf, send } from "../support/api-calls";
import { unique } from "../support/db";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

async function create(body: Record<string, unknown> = {}) {
  const response = await send(
    "POST",
    "/api/team",
    { name: `Avery ${unique("Order").replaceAll("-", "")}`, role: "Associate Attorney", ...body },
    token,
  );
  expect(response.status).toBe(201);
  return bodyOf(response) as Promise<{ id: string; sortOrder: number }>;
}

const listedIds = async () => (await listOf(await call("/api/team?limit=100"))).items.map((m) => m.id as string);

describe("the /team order", () => {
  it("lists a new attorney after everyone already there, unless a place is given", async () => {
    await create({ sortOrder: 40 });
    const added = await create();
    expect(added.sortOrder).toBe(41);
    expect((await listedIds()).at(-1)).toBe(added.id);
  });

  it("keeps an attorney's place when an edit leaves the order out", async () => {
    const added = await create();
    const response = await send("PUT", `/api/team/${added.id}`, { name: "Kept Place", role: "Partner" }, token);
    expect((await bodyOf(response)).sortOrder).toBe(added.sortOrder);
  });

  it("moves an attorney one place up or down, and answers with the new order", async () => {
    const before = await listedIds();
    const last = before.at(-1) as string;
    const up = await bodyOf(await send("POST", `/api/team/${last}/move`, { direction: "up" }, token));
    expect(up.order.at(-2)).toBe(last);
    expect((await listedIds()).at(-2)).toBe(last);
    const down = await bodyOf(await send("POST", `/api/team/${last}/move`, { direction: "down" }, token));
    expect(down.order).toEqual(before);
    // The first cannot go higher: nothing changes.
    const first = before[0] as string;
    expect((await bodyOf(await send("POST", `/api/team/${first}/move`, { direction: "up" }, token))).order).toEqual(
      before,
    );
  });

  it("refuses an unknown direction or attorney, and a caller without a token", async () => {
    const [first] = await listedIds();
    await expectError(
      await send("POST", `/api/team/${first}/move`, { direction: "sideways" }, token),
      400,
      "validation_failed",
    );
    await expectError(
      await send("POST", "/api/team/no-such-person/move", { direction: "up" }, token),
      404,
      "not_found",
    );
    await expectError(await send("POST", `/api/team/${first}/move`, { direction: "up" }), 401, "unauthorized");
  });
});
