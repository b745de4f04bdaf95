import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, BUSY_LABELS } from "@domain/messages";
import KeyRound from "lucide-react/icons/key-round";
import { useEffect, useState } from "react";
import { Button } from "~/components/admin/button";
import { passkeysSupported, type SignInStep, signInOutcome, signInWithPasskey } from "~/lib/admin/login";
import { useWrite } from "~/lib/admin/use-write";

/**
 * "Sign in with a passkey", shown only in a browser that supports WebAuthn (decided after hydration).
 * `humanCheck` reads the sign-in form's Turnstile token, which the API asks of passkey sign-ins too.
 */
export function PasskeySignIn({
  onDone,
  humanCheck,
}: {
  onDone: (step: SignInStep) => void;
  humanCheck?: () => string | null;
}) {
  const [supported, setSupported] = useState(false);
  const { busy, send } = useWrite();
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;

  const signIn = () =>
    send(() => signInWithPasskey(humanCheck?.() ?? null), {
      ...signInOutcome(ACCOUNT_MESSAGES.passkeyRefused),
      after: (step) => onDone(step),
    });

  return (
    <Button variant="secondary" className="mt-4 w-full" disabled={busy} onClick={signIn}>
      <KeyRound aria-hidden="true" className="size-4" />
      {busy ? BUSY_LABELS.signIn : ACCOUNT_TEXTS.passkeyButton}
    </Button>
  );
}
