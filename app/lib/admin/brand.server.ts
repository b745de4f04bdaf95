import type { Database } from "@db/client";
import { getFirmSettings } from "@worker/data/settings";
import { type AdminBrand, fallbackBrand } from "./brand";

/** The firm's name and logo from Settings, for the shell. */
export async function adminBrand(db: Database): Promise<AdminBrand> {
  const settings = await getFirmSettings(db);
  if (!settings?.firmName) return fallbackBrand;
  return { firmName: settings.firmName, logoUrl: settings.logoUrl };
}
