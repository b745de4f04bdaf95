import type { StaffEngagementLetter } from "@domain/engagement-letter";
import { TOAST_TITLES } from "@domain/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { answerOf, isUnauthorized } from "./api";
import { LETTER_SCREEN } from "./letter-text";
import { LETTERS } from "./resources";

/** One enquiry's engagement letters, loaded when its details open; `reload` refetches after a write. */
export function useEngagementLetters(contactId: number) {
  const [letters, setLetters] = useState<StaffEngagementLetter[] | null>(null);
  const generation = useRef(0);
  const reload = useCallback(async () => {
    const current = ++generation.current;
    try {
      const answer = await answerOf(LETTERS.list(contactId));
      if (current === generation.current) setLetters(answer);
    } catch (error) {
      if (current === generation.current && !isUnauthorized(error))
        toast.error(TOAST_TITLES.error, { description: LETTER_SCREEN.loadFailed });
    }
  }, [contactId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { letters, reload };
}
