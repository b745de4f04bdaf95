import { FALLBACK_FIRM } from "~/lib/firm";

/** What the back office's shell shows of the firm: its name and logo, as Settings keep them. */
export interface AdminBrand {
  firmName: string;
  logoUrl: string | null;
}

/** When the settings cannot be read (or were never saved): the sample firm's name, no logo. */
export const fallbackBrand: AdminBrand = { firmName: FALLBACK_FIRM.firmName, logoUrl: null };
