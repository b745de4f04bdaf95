import type { ContentKind } from "@domain/constants";
import { PRESENCE_BEAT_MS, type PresentEditor } from "@domain/schemas/presence";
import { useEffect, useState } from "react";
import { answerOf, client } from "./api";

/** A fresh id per opened editor: two tabs of one account are two editors. */
const newTabId = () => crypto.randomUUID();

/**
 * Who else has this item open (docs/decisions/040): a heartbeat now and every PRESENCE_BEAT_MS,
 * each answering the others; leaving (closing the editor, or the tab) says so at once. Null `id`
 * (an item never saved) has no presence. A failed heartbeat keeps the last answer: presence only tells.
 */
export function usePresence(kind: ContentKind | null, id: string | null): PresentEditor[] {
  const [editors, setEditors] = useState<PresentEditor[]>([]);
  useEffect(() => {
    if (!kind || !id) return;
    const param = { kind, id };
    const tab = newTabId();
    let live = true;
    const beat = () =>
      answerOf(client.presence[":kind"][":id"].$put({ param, json: { tab } }))
        .then((answer) => live && setEditors(answer.editors))
        .catch(() => undefined);
    const leave = () =>
      void client.presence[":kind"][":id"]
        .$delete({ param, query: { tab } }, { init: { keepalive: true } })
        .catch(() => undefined);
    void beat();
    const timer = setInterval(beat, PRESENCE_BEAT_MS);
    window.addEventListener("pagehide", leave);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [kind, id]);
  return editors;
}
