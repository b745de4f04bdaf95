import type { EditConflict } from "@domain/edit-version";
import { TOAST_TITLES } from "@domain/messages";
import { useCallback, useId, useState } from "react";
import { toast } from "sonner";
import type { ZodType } from "zod";
import { ApiCallError, isUnauthorized, reasonOf } from "./api";
import { editConflictOf } from "./edit-conflict";
import { type FieldErrors, validateBody } from "./form";

/** A toast's words: a description under 'Success' / 'Error', or a title of its own (and its description). */
export type ToastText = string | { title: string; description?: string };

/**
 * How a failure is told under 'Error'. A text: the screen's own words, and nothing on a 401 (the
 * layout is already sending the user to sign in). A function: the caller's words for that error,
 * nothing when it answers undefined (`apiWords`: the API's own reason, whatever the status).
 */
export type FailureText = string | ((error: unknown) => ToastText | undefined);

/** The API's reason for any failure, a 401 too (a sign-in form's wrong password). */
export const apiWords: FailureText = reasonOf;

/** What one write shows and does around the call. */
export interface WriteOutcome<T> {
  /** The success toast, fixed or from the answer (undefined: none). */
  done?: ToastText | ((answer: T) => ToastText | undefined);
  /** Default: the API's words. */
  failed?: FailureText;
  /**
   * What follows a success, awaited while still busy: reload what the screen shows (SPEC §4: dialogs
   * close, list reloads), or go on with the answer (a sign-in's next step).
   */
  after?: (answer: T) => unknown;
  /** The body checked in the browser first, with the server's own schema (so its messages). */
  check?: { schema: ZodType; body: unknown };
}

/**
 * What the caller learns: the answer, or the field messages (and an edit conflict) to show, and the
 * error the call threw, for a screen that words a failure on the page rather than in a toast.
 */
export type WriteResult<T = unknown> =
  | { ok: true; answer: T }
  | { ok: false; fields?: FieldErrors; conflict?: EditConflict; error?: unknown };

/** The field messages a form shows after a write: none after a success. */
export const fieldsOf = (result: WriteResult): FieldErrors => (result.ok ? {} : (result.fields ?? {}));

function failureText(failed: FailureText, error: unknown): ToastText | undefined {
  if (typeof failed === "function") return failed(error);
  return isUnauthorized(error) ? undefined : failed;
}

function show(kind: "success" | "error", text: ToastText, id: string) {
  const title = kind === "success" ? TOAST_TITLES.success : TOAST_TITLES.error;
  if (typeof text === "string") toast[kind](title, { description: text, id });
  else toast[kind](text.title, { description: text.description, id });
}

/**
 * The back office's one way to write: send, show the outcome as a toast, refresh. `busy` while a send
 * runs (buttons disable, labels say so). Each use has one toast: a retry's answer replaces the last
 * one, so a stale red error never sits over the green success. An edit conflict shows no toast: the
 * conflict dialog says it in full.
 */
export function useWrite() {
  const [busy, setBusy] = useState(false);
  const id = `write:${useId()}`;

  // Stable, so screens may pass it to memoised rows and effects.
  const send = useCallback(
    async function send<T>(write: () => Promise<T>, outcome: WriteOutcome<T> = {}): Promise<WriteResult<T>> {
      const failed = outcome.failed ?? apiWords;
      const invalid = outcome.check ? validateBody(outcome.check.schema, outcome.check.body) : null;
      if (invalid) {
        // Nothing was sent: the screen's own words (the API's would be the field messages shown).
        if (typeof failed === "string") toast.error(TOAST_TITLES.error, { description: failed, id });
        return { ok: false, fields: invalid };
      }
      setBusy(true);
      try {
        let answer: T;
        try {
          answer = await write();
        } catch (error) {
          const conflict = editConflictOf(error);
          if (conflict) return { ok: false, conflict };
          const text = failureText(failed, error);
          if (text) show("error", text, id);
          return { ok: false, fields: error instanceof ApiCallError ? error.fields : undefined, error };
        }
        const done = typeof outcome.done === "function" ? outcome.done(answer) : outcome.done;
        if (done) show("success", done, id);
        else toast.dismiss(id);
        await outcome.after?.(answer);
        return { ok: true, answer };
      } finally {
        setBusy(false);
      }
    },
    [id],
  );

  return { busy, send };
}

/** A dialog's one write: closes it when the write resolves true, stays open on false; not closable mid-write. */
export function useDialogWrite(write: () => Promise<boolean>, onClose: () => void) {
  const { busy, send } = useWrite();
  return {
    busy,
    send: async () => {
      if (busy) return;
      await send(write, { after: (ok) => ok && onClose() });
    },
    onOpenChange: (open: boolean) => !open && !busy && onClose(),
  };
}
