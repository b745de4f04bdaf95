import { TOAST_TITLES } from "@domain/messages";
import type { ContactIntake } from "@domain/rows";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { answerOf, isUnauthorized } from "./api";
import { INTAKE_SCREEN } from "./intake-text";
import { INTAKE } from "./resources";

/**
 * One enquiry's notes, status history, email deliveries and possible conflicts, loaded when its
 * details open; `reload` refetches them after a write. Opening the details the first time marks
 * the enquiry opened (the dashboard's "new" counts the unopened); `onOpened` lets the list follow.
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

  // Marked once per enquiry: the server keeps the first time, and the list refreshes its "New".
  const wasOpened = openedAt !== null;
  useEffect(() => {
    if (wasOpened) return;
    INTAKE.opened(id)
      .then(onOpened)
      .catch(() => {});
  }, [id, wasOpened, onOpened]);

  return { intake, reload };
}
