import { useEffect, useState } from "react";
import { answerOf, client } from "~/lib/admin/api";
import { AUTOSAVE_TEXT } from "~/lib/admin/autosave-text";
import { useWrite } from "~/lib/admin/use-write";
import type { AutosaveTarget } from "./use-autosave";

export interface AutosaveOffer {
  fields: Record<string, unknown>;
  savedAt: string;
}

/**
 * On opening an item, the person's autosave of it when it is newer than the item as saved
 * (`savedAt`, null for an item never saved) and differs from what the form shows: the offer to
 * restore it (which hands its fields to `apply`) or to discard it.
 */
export function useAutosaveRestore(
  target: AutosaveTarget | null,
  savedAt: string | null,
  shown: string,
  apply: (fields: Record<string, unknown>) => void,
) {
  const [offer, setOffer] = useState<AutosaveOffer | null>(null);
  const { send } = useWrite();
  const key = target ? `${target.kind}/${target.id}` : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per item opened, against the values it opened with.
  useEffect(() => {
    if (!target) return;
    let live = true;
    answerOf(client.autosaves[":kind"][":id"].$get({ param: target }))
      .then(({ autosave }) => {
        if (!live || !autosave) return;
        const newer = !savedAt || Date.parse(autosave.savedAt) > Date.parse(savedAt);
        if (newer && JSON.stringify(autosave.fields) !== shown) setOffer(autosave);
      })
      // No offer when it cannot be read: the editor works as before.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);

  const restore = () => {
    if (offer) apply(offer.fields);
    setOffer(null);
  };
  const discard = async () => {
    if (!target) return;
    await send(() => client.autosaves[":kind"][":id"].$delete({ param: target }), {
      failed: () => ({ title: AUTOSAVE_TEXT.discardFailed }),
      after: () => setOffer(null),
    });
  };
  return { offer, restore, discard };
}
