import { ACCOUNT_TEXTS, BUSY_LABELS } from "@domain/messages";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "~/components/admin/button";
import { useWrite } from "~/lib/admin/use-write";
import { CardLink } from "./signed-out-card";

/**
 * The one form of a signed-out page (forgotten password, new password): sends, then gives way to the
 * server's answer; a failure stays on the form as an error toast.
 */
export function SignedOutForm({
  send,
  submitLabel,
  ready,
  children,
}: {
  send: () => Promise<{ message: string }>;
  submitLabel: string;
  /** False until the page can send (hydrated, the link's token read). */
  ready: boolean;
  children: ReactNode;
}) {
  const write = useWrite();
  const { busy } = write;
  const [answer, setAnswer] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    write.send(send, { after: (sent) => setAnswer(sent.message) });
  }

  if (answer) {
    return (
      <p role="status" className="mt-6 rounded-md bg-slate-50 p-4 text-sm text-slate-800">
        {answer}
      </p>
    );
  }
  return (
    <form method="post" onSubmit={submit} className="mt-6 flex flex-col gap-4">
      {children}
      <Button type="submit" disabled={busy || !ready} className="w-full">
        {busy ? BUSY_LABELS.save : submitLabel}
      </Button>
    </form>
  );
}

export function BackToSignIn() {
  return (
    <p className="mt-4 text-center">
      <CardLink to="/admin/login">{ACCOUNT_TEXTS.backToSignIn}</CardLink>
    </p>
  );
}
