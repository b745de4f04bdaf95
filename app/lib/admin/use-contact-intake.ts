import { TOAST_TITLES } from "@domain/messages";
import type { ContactIntake } from "@domain/rows";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { answerOf, isUnauthorized } from "./api";
import { INTAKE_SCREEN } from "./intake-text";
import { INTAKE } from "./resources";

/** How often, and how many times, a queued delivery is looked at again (about a minute in all). */
const DELIVERY_POLL = { everyMs: 1500, maxPolls: 40 } as const;

/**
 * One enquiry's notes, status history, email deliveries and possible conflicts, loaded when its
 * details open; `reload` refetches them after a write. Opening the details the first time marks
 * the time it was first opened (a fact shown in the details and the CSV); `onOpened` lets the list follow.
 */
export function useContactIntake(id: number, openedAt: string | null, onOpened: () => void) {
  const [intake, setIntake] = useState<ContactIntake | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const current = ++generation.current;
    try {
      const answer = await answerOf(INTAKE.read(id));
      if (current === generation.current) setIntake(answer);
    } catch (error) {
      if (current === generation.current && !isUnauthorized(error))
        toast.error(TOAST_TITLES.error, { description: INTAKE_SCREEN.loadFailed });
    }
  }, [id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // While an email waits in the outbox (after a resend, or just after arrival), look again until
  // it is sent or failed, so the screen never rests on "Queued"; bounded for a stuck queue.
  const polls = useRef(0);
  const waiting = intake?.deliveries.some((d) => d.status === "queued") ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each fresh `intake` arms the next look while one waits.
  useEffect(() => {
    if (!waiting) {
      polls.current = 0;
      return;
    }
    if (polls.current >= DELIVERY_POLL.maxPolls) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void reload();
    }, DELIVERY_POLL.everyMs);
    return () => clearTimeout(timer);
  }, [waiting, intake, reload]);

  // Marked once per enquiry: the server keeps the first time, and the list refreshes it.
  const wasOpened = openedAt !== null;
  useEffect(() => {
    if (wasOpened) return;
    INTAKE.opened(id)
      .then(onOpened)
      .catch(() => {});
  }, [id, wasOpened, onOpened]);

  return { intake, reload };
}
