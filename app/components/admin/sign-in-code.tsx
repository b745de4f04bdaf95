import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, BUSY_LABELS } from "@domain/messages";
import { type FormEvent, useState } from "react";
import { TotpCodeEntry } from "~/components/admin/totp-code-entry";
import { type SignInStep, signInOutcome, signInWithCode } from "~/lib/admin/login";
import { useWrite } from "~/lib/admin/use-write";

/** The sign-in's second step: the code from the authenticator app, or a recovery code. */
export function SignInCode({ pendingToken, onDone }: { pendingToken: string; onDone: (step: SignInStep) => void }) {
  const [code, setCode] = useState("");
  const { busy, send } = useWrite();

  function submit(event: FormEvent) {
    event.preventDefault();
    send(() => signInWithCode(pendingToken, code), {
      ...signInOutcome(ACCOUNT_MESSAGES.codeWrong),
      after: (step) => onDone(step),
    });
  }

  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
      <TotpCodeEntry
        code={code}
        onCode={setCode}
        hint={ACCOUNT_TEXTS.codeHint}
        busy={busy}
        busyLabel={BUSY_LABELS.signIn}
        buttonClassName="w-full"
      />
    </form>
  );
}
