import { useEffect } from "react";
import { toast } from "sonner";
import { type FormResult, failureOf } from "~/lib/forms";

interface ToastText {
  title: string;
  description: string;
}

/** One toast per answer of a form's action: success, or a destructive failure (SPEC §8). */
export function useResultToast(result: FormResult | undefined, texts: { success: ToastText; failure: ToastText }) {
  useEffect(() => {
    if (!result) return;
    // One toast per form: the newer answer replaces the older, so a stale error never sits over a success.
    const id = `form:${texts.success.title}`;
    if (result.status === "success") toast.success(texts.success.title, { description: texts.success.description, id });
    else toast.error(texts.failure.title, { description: failureOf(result, texts.failure).description, id });
  }, [result, texts]);
}
