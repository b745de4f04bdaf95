import type { ContentKind } from "@domain/constants";
import { AUTOSAVE_DELAY_MS, type AutosaveInput } from "@domain/schemas/autosave";
import { useCallback, useEffect, useRef, useState } from "react";
import { answerOf, client } from "~/lib/admin/api";

export type AutosaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; at: string }
  | { status: "failed"; offline: boolean };

export interface AutosaveTarget {
  kind: ContentKind;
  /** The item's id, or "new" for one never saved. */
  id: string;
}

const putAutosave = ({ kind, id }: AutosaveTarget, fields: Record<string, unknown>) =>
  answerOf(
    client.autosaves[":kind"][":id"].$put({ param: { kind, id }, json: { fields: fields as AutosaveInput["fields"] } }),
  );

/**
 * Autosaves `fields` to the server AUTOSAVE_DELAY_MS after they last changed, once they differ from
 * `unchanged` (the values as last saved for real). Kind-agnostic: any editing form of a post,
 * practice area or attorney can use it. A failed autosave retries on `retry()` or when the browser
 * is back online; changes made while one is under way are sent when it ends.
 */
export function useAutosave(target: AutosaveTarget | null, fields: Record<string, unknown>, unchanged: string) {
  const [state, setState] = useState<AutosaveState>({ status: "idle" });
  const latest = useRef({ target, json: JSON.stringify(fields), fields });
  latest.current = { target, json: JSON.stringify(fields), fields };
  const sent = useRef(unchanged);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    const { target: to, json, fields: values } = latest.current;
    if (!to || busy.current || json === sent.current) return;
    busy.current = true;
    setState({ status: "saving" });
    try {
      const { savedAt } = await putAutosave(to, values);
      sent.current = json;
      setState({ status: "saved", at: savedAt });
    } catch {
      setState({ status: "failed", offline: typeof navigator !== "undefined" && !navigator.onLine });
      return;
    } finally {
      busy.current = false;
    }
    // Typed on while it was saving: keep up.
    if (latest.current.json !== sent.current) timer.current = setTimeout(send, AUTOSAVE_DELAY_MS);
  }, []);

  const json = latest.current.json;
  const key = target ? `${target.kind}/${target.id}` : null;
  useEffect(() => {
    if (!key || json === sent.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(send, AUTOSAVE_DELAY_MS);
  }, [key, json, send]);

  useEffect(() => {
    const online = () => void send();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      clearTimeout(timer.current);
    };
  }, [send]);

  return { state, retry: send };
}
