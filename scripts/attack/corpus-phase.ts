/**
 * Every route found by walking the router, attacked with the whole corpus (each payload into one of
 * the route's query parameters, text fields or path parameters, in turn) and with malformed requests:
 * oversized, deeply nested and invalid-UTF-8 JSON, wrong content types, spoofed client addresses.
 */
import { CORPUS, MIN_CORPUS, SPOOFED_ADDRESS_HEADERS } from "./corpus";
import { type Call, json, pool, problems, send } from "./http";
import { onlyPinned, type AttackPoint as Point, type Target } from "./targets";

export interface Known {
  token: string;
  /** Real values per resource (the path segment after /api/) and path parameter name: seeded ids and slugs. */
  params: Record<string, Record<string, string>>;
}

/** The path with real ids and slugs of its own resource (a PUT to an unknown id would test nothing). */
export function fillPath(path: string, known: Known, overrides: Record<string, string> = {}) {
  const resource = path.split("/")[2] ?? "";
  const values: Record<string, string> = {
    category: "Litigation",
    kind: "post",
    ...known.params[resource],
    ...overrides,
  };
  return path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_, name: string) => segment(values[name] ?? "1"));
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A path segment; lone surrogates (which no URL can carry) become U+FFFD, as browsers send them. */
const segment = (value: string) => encodeURIComponent(value.replace(/\p{Surrogate}/gu, "\uFFFD"));

/** The request for `target` with `payload` at `point` (everything else valid). */
function withPayload(target: Target, known: Known, point: Point | undefined, payload: string): Call {
  const params: Record<string, string> = {};
  const query = new URLSearchParams();
  const body = target.body ? { ...target.body } : undefined;
  if (!point) query.set("x", payload);
  else if (point.in === "query") query.set(point.name, payload);
  else if (point.in === "path") params[point.name] = payload;
  else if (body) body[point.name] = payload;
  const search = query.size > 0 ? `?${query}` : "";
  const headers: Record<string, string> =
    target.admin && target.path !== "/api/logout" ? { authorization: `Bearer ${known.token}` } : {};
  let requestBody: BodyInit | undefined;
  if (target.bodyType === "multipart/form-data") {
    const form = new FormData();
    form.set("kind", point ? "photo" : payload);
    form.set("file", new Blob([PNG], { type: "image/png" }), payload.slice(0, 100) || "x.png");
    requestBody = form;
  } else if (body) {
    headers["content-type"] =
      target.bodyType === "application/json" ? "application/json" : (target.bodyType ?? "application/json");
    requestBody = json(body);
  }
  return {
    method: target.method,
    path: `${fillPath(target.path, known, params)}${search}`,
    headers,
    body: requestBody,
    label: `[${point?.in ?? "query"}:${point?.name ?? "x"}]`,
  };
}

/** Malformed requests every route must answer with a 4xx (or its normal answer), never a 500 or a dropped connection. */
function malformed(target: Target, known: Known): Call[] {
  // A DELETE answered normally would remove the item later phases (sqlmap's PUTs) need: aim those at no item.
  const path = fillPath(target.path, known, target.method === "DELETE" ? { id: "999999999" } : {});
  const auth: Record<string, string> =
    target.admin && target.path !== "/api/logout" ? { authorization: `Bearer ${known.token}` } : {};
  const jsonHeaders = { ...auth, "content-type": "application/json" };
  const calls: Call[] = [
    {
      method: target.method,
      path,
      headers: jsonHeaders,
      body: json({ padding: "x".repeat(2 * 1024 * 1024) }),
      label: "2 MB JSON",
    },
    {
      method: target.method,
      path,
      headers: jsonHeaders,
      body: `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
      label: "nested 20,000 deep",
    },
    {
      method: target.method,
      path,
      headers: jsonHeaders,
      body: `${'{"a":'.repeat(5_000)}"x"${"}".repeat(5_000)}`,
      label: "nested objects 5,000 deep",
    },
    {
      method: target.method,
      path,
      headers: jsonHeaders,
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      label: "invalid UTF-8",
    },
    { method: target.method, path, headers: jsonHeaders, body: '{"a":', label: "truncated JSON" },
    { method: target.method, path, headers: jsonHeaders, body: "", label: "empty JSON" },
    {
      method: target.method,
      path,
      headers: { ...jsonHeaders, "content-type": "application/json; charset=utf-16" },
      body: "\uFEFF{}",
      label: "utf-16 claim",
    },
    {
      method: target.method,
      path,
      headers: { ...auth, "content-type": "text/plain" },
      body: json(target.body ?? {}),
      label: "text/plain",
    },
    {
      method: target.method,
      path,
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1&b=2",
      label: "form-urlencoded",
    },
    {
      method: target.method,
      path,
      headers: { ...auth, "content-type": "application/xml" },
      body: "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
      label: "XML with entity",
    },
    {
      method: target.method,
      path,
      headers: { ...auth, "content-type": "multipart/form-data; boundary=zz" },
      body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n',
      label: "multipart",
    },
    { method: target.method, path, headers: auth, body: json(target.body ?? {}), label: "no content type" },
    { method: target.method, path, headers: { ...auth, authorization: "Bearer ' OR 1=1 --" }, label: "forged bearer" },
    {
      method: target.method,
      path,
      headers: { ...auth, authorization: `Bearer ${"a".repeat(10_000)}` },
      label: "huge bearer",
    },
  ];
  for (const spoofed of SPOOFED_ADDRESS_HEADERS) {
    const headers: Record<string, string> = { ...auth, ...spoofed };
    if (target.body) headers["content-type"] = "application/json";
    const call: Call = {
      method: target.method,
      path,
      headers,
      body: target.body ? json(target.body) : undefined,
      label: `spoofed ${Object.keys(spoofed)[0]}`,
    };
    // fetch refuses CR/LF in header values itself: those reach the server through the raw socket tests of the e2e suite.
    if (!Object.values(spoofed).some((v) => /[\r\n]/.test(v))) calls.push(call);
  }
  return calls;
}

/** The payloads, dealt: the `share`th of `of` members gets every `of`th one (at least one, however many share). */
function dealt(share: number, of: number): string[] {
  const mine = CORPUS.filter((_, index) => index % of === share);
  return mine.length > 0 ? mine : [CORPUS[share % CORPUS.length] ?? ""];
}

/**
 * The payloads each route takes. A route with a free point (text its validator lets through to the
 * route's own code) gets the whole corpus, each payload into one of its points in turn. A route whose
 * every point is pinned (a numeric id, an enum, a token's pattern) refuses every payload at validators
 * such routes share (the numeric id alone pins 34 of them): the corpus is dealt across the points
 * each validator pins, so every payload meets every such validator, each point a share, rather than
 * the same refusal repeated on every path. Routes with no point can only carry a payload in a
 * parameter nobody reads (`?x=`), where the same app-wide middleware (request log, canonical path,
 * cache key, auth) meets it on every one of them: the corpus is dealt across those routes likewise.
 */
function planPayloads(all: Target[]): { payload: string; point?: Point }[][] {
  const unreadOnly = all.filter((target) => target.points.length === 0);
  const pinnedOnly = all.filter(onlyPinned);
  const pinning = new Map<string, Point[]>();
  for (const point of pinnedOnly.flatMap((target) => target.points))
    pinning.set(point.pinnedBy ?? "", [...(pinning.get(point.pinnedBy ?? "") ?? []), point]);
  return all.map((target) => {
    if (target.points.length === 0)
      return dealt(unreadOnly.indexOf(target), unreadOnly.length).map((payload) => ({ payload }));
    if (!onlyPinned(target))
      return CORPUS.map((payload, index) => ({ payload, point: target.points[index % target.points.length] }));
    return target.points.flatMap((point) => {
      const sharing = pinning.get(point.pinnedBy ?? "") ?? [point];
      return dealt(sharing.indexOf(point), sharing.length).map((payload) => ({ payload, point }));
    });
  });
}

/**
 * Every route gets its planned payloads (planPayloads) and the malformed requests. The suite fails
 * unless every route was answered for every payload planned for it, so a route the phase skipped or a
 * run that sent nothing cannot pass.
 */
export async function corpusPhase(all: Target[], known: Known) {
  if (CORPUS.length < MIN_CORPUS)
    problems.push({ kind: "other", detail: `the corpus holds only ${CORPUS.length} payloads` });
  const plans = planPayloads(all);
  const perRoute = all.map((target, index) => ({ target, planned: plans[index] ?? [], answered: 0, throttled: 0 }));
  const calls: { call: Call; route?: (typeof perRoute)[number] }[] = [];
  for (const route of perRoute) {
    for (const { payload, point } of route.planned)
      calls.push({ call: withPayload(route.target, known, point, payload), route });
    calls.push(...malformed(route.target, known).map((call) => ({ call })));
  }
  await pool(
    calls.map(({ call, route }) => async () => {
      const response = await send(call);
      await response?.body?.cancel();
      if (!route || !response) return;
      route.answered += 1;
      if (response.status === 429) route.throttled += 1;
    }),
    // Enough in flight to keep both cores busy (the Worker, wrangler's proxy and this client share them).
    12,
  );
  const short = perRoute.filter((r) => r.planned.length === 0 || r.answered < r.planned.length);
  for (const { target, answered, planned } of short)
    problems.push({
      kind: "other",
      detail: `${target.method} ${target.path}: ${answered} of its ${planned.length} payloads answered`,
    });
  const answered = perRoute.map((r) => r.answered);
  return {
    routes: all.length,
    routesWithFreeText: all.filter((target) => target.points.length > 0 && !onlyPinned(target)).length,
    routesOnlyPinned: all.filter(onlyPinned).length,
    routesWithoutPoints: all.filter((target) => target.points.length === 0).length,
    payloads: CORPUS.length,
    requests: calls.length,
    minPayloadsPerRoute: answered.length > 0 ? Math.min(...answered) : 0,
    maxPayloadsPerRoute: answered.length > 0 ? Math.max(...answered) : 0,
    payloadsSent: answered.reduce((n, a) => n + a, 0),
    malformedRequests: calls.filter((c) => !c.route).length,
    // Per-account limits (sign-in, password change, second factor) that no client address escapes.
    answered429: Object.fromEntries(
      perRoute.filter((r) => r.throttled > 0).map((r) => [`${r.target.method} ${r.target.path}`, r.throttled]),
    ),
  };
}
