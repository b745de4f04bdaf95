import { PUBLISHING } from "@domain/constants";
import type { PublicFirmSettings as FirmSettings } from "@worker/data/settings";
import { useEffect, useState } from "react";
import { answerOf, client } from "./api";

let cached: FirmSettings | null = null;
let loading: Promise<FirmSettings> | null = null;

/** One of the firm's settings, read once per page load and shared; `fallback` until it arrives. */
function useFirmSetting<T>(pick: (settings: FirmSettings) => T, fallback: T): T {
  const [value, setValue] = useState(cached ? pick(cached) : fallback);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pick` is a fixed selector per hook.
  useEffect(() => {
    if (cached) return;
    loading ??= answerOf(client.settings.$get());
    loading
      .then((settings) => {
        cached = settings;
        setValue(pick(settings));
      })
      .catch(() => {
        loading = null;
      });
  }, []);
  return value;
}

/** The firm's time zone (Settings), in which staff write and read schedules; the default until it loads. */
export const useFirmTimeZone = (): string => useFirmSetting((s) => s.timeZone, PUBLISHING.defaultTimeZone);

/** The firm's name as the site shows it (page titles end with it); "" until it loads. */
export const useFirmName = (): string => useFirmSetting((s) => s.firmName, "");
