import { ACCOUNT_TEXTS, BUSY_LABELS } from "@domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/admin/button";
import { TextField } from "~/components/admin/fields";
import { type SignInStep, signInWithCode } from "~/lib/admin/login";

/** The sign-in's second step: the code from the authenticator app, or a recovery code. */
export function SignInCode({ pendingToken, onDone }: { pendingToken: string; onDone: (step: SignInStep) => void }) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const step = await signInWithCode(pendingToken, code);
    setBusy(false);
    onDone(step);
  }

  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
      <TextField
        label={ACCOUNT_TEXTS.codeLabel}
        hint={ACCOUNT_TEXTS.codeHint}
        value={code}
        onChange={setCode}
        required
        autoComplete="one-time-code"
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? BUSY_LABELS.signIn : ACCOUNT_TEXTS.verify}
      </Button>
    </form>
  );
}
