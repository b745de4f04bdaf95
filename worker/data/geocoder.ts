import { COORDINATES, GEOCODER } from "@domain/constants";
import type { AppEnv } from "@worker/env";
import { z } from "zod";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const degrees = (max: number) => z.coerce.number().min(-max).max(max);

/** Nominatim's `format=jsonv2` answer: places, best first, their coordinates as decimal strings. */
const answerSchema = z.array(
  z.object({ lat: degrees(COORDINATES.latitude), lon: degrees(COORDINATES.longitude) }).loose(),
);

/**
 * The office's coordinates for an address, from the geocoder at GEOCODER_URL (Nominatim's search
 * API). Null when lookups are off, the address is unknown, or the geocoder fails, is slow or answers
 * something else: the caller keeps the coordinates it had, and staff are told.
 */
export async function geocodeAddress(app: AppEnv, address: string): Promise<Coordinates | null> {
  if (!app.geocoderUrl || !address.trim()) return null;
  const url = new URL(app.geocoderUrl);
  url.searchParams.set("q", address);
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("limit", "1");
  try {
    const response = await fetch(url, {
      headers: { "User-Agent": GEOCODER.userAgent, Accept: "application/json" },
      signal: AbortSignal.timeout(GEOCODER.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      console.error(JSON.stringify({ level: "warn", event: "geocoder", status: response.status }));
      return null;
    }
    const parsed = answerSchema.safeParse(await response.json());
    const [best] = parsed.success ? parsed.data : [];
    return best ? { latitude: best.lat, longitude: best.lon } : null;
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", event: "geocoder", error: String(error) }));
    return null;
  }
}
