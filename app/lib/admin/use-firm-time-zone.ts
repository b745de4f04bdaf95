import { PUBLISHING } from "@domain/constants";
import { useEffect, useState } from "react";
import { answerOf, client } from "./api";

let cached: string | null = null;

/** The firm's time zone (Settings), in which staff write and read schedules; the default until it loads. */
export function useFirmTimeZone(): string {
  const [zone, setZone] = useState(cached ?? PUBLISHING.defaultTimeZone);
  useEffect(() => {
    if (cached) return;
    answerOf(client.settings.$get())
      .then((settings) => {
        cached = settings.timeZone;
        setZone(settings.timeZone);
      })
      .catch(() => {});
  }, []);
  return zone;
}
