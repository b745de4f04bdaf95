/**
 * A local stand-in for Nominatim's search API (the office map's GEOCODER_URL), for tests: the
 * machines are offline and tests must not call the internet. It answers `format=jsonv2` like
 * Nominatim: the known places of scripts/geocoder-places.ts, `[]` for any other address, 503 for an
 * address containing STAND_IN_FAILURE, and 403 to a request without a User-Agent (Nominatim's policy).
 *
 *   npx tsx scripts/geocoder-stand-in.ts 8879   # serves GET http://127.0.0.1:8879/search?q=…&format=jsonv2
 */
import { pathToFileURL } from "node:url";
import { STAND_IN_FAILURE, STAND_IN_PLACES } from "./geocoder-places.ts";
import { serveOnLoopback } from "./stand-in-server.ts";

export function geocode(request: Request): Response {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.pathname !== "/search") return new Response("Not found", { status: 404 });
  if (!request.headers.get("user-agent")) return new Response("Access blocked", { status: 403 });
  const query = url.searchParams.get("q") ?? "";
  if (query.includes(STAND_IN_FAILURE)) return new Response("Service unavailable", { status: 503 });
  const place = STAND_IN_PLACES[query];
  return Response.json(place ? [{ place_id: 1, ...place, display_name: query, importance: 0.9 }] : []);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.argv[2] ?? 8879);
  await serveOnLoopback(port, geocode);
  console.log(`Geocoder stand-in on http://127.0.0.1:${port}/search`);
}
