import { getFirmSettings } from "@worker/data/settings";
import { serverEnv } from "~/lib/env.server";
import { type AdminBrand, fallbackBrand } from "./brand";

/** The firm's name and logo from Settings, for the shell. */
export async function adminBrand(): Promise<AdminBrand> {
  const settings = await getFirmSettings(serverEnv().db);
  if (!settings?.firmName) return fallbackBrand;
  return { firmName: settings.firmName, logoUrl: settings.logoUrl };
}
