import type { FirmSettings } from "@domain/rows";
import type { FirmSettingsUpdate } from "@domain/schemas/settings";
import type { AppEnv } from "@worker/env";
import { geocodeAddress } from "./geocoder";

export type MapLocation = Pick<FirmSettings, "mapLatitude" | "mapLongitude" | "mapAddress">;

/**
 * Where the contact page's map should point after a settings save. Coordinates in the body are staff's
 * own, for the address being saved. Otherwise an address the map was not located for (a new one, or
 * one an earlier lookup missed) is looked up; when that finds nothing the map fields stay as they
 * were, so `mapAddress` differing from `address` tells Settings the map was not updated.
 */
export async function locateOffice(
  app: AppEnv,
  input: FirmSettingsUpdate,
  current: FirmSettings | null,
): Promise<Partial<MapLocation>> {
  const address = input.address ?? current?.address ?? "";
  if (input.mapLatitude !== undefined && input.mapLongitude !== undefined) {
    return { mapLatitude: input.mapLatitude, mapLongitude: input.mapLongitude, mapAddress: address };
  }
  if (input.address === undefined || input.address === current?.mapAddress) return {};
  const found = await geocodeAddress(app, input.address);
  return found ? { mapLatitude: found.latitude, mapLongitude: found.longitude, mapAddress: input.address } : {};
}
