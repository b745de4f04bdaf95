import { ACCOUNT_TEXTS, BUSY_LABELS } from "@domain/messages";
import type { PasskeyView } from "@domain/rows";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "~/components/admin/button";
import { TextField } from "~/components/admin/fields";
import { FirmDate } from "~/components/admin/firm-date";
import { Panel } from "~/components/admin/panel";
import { ACCOUNT, addPasskey } from "~/lib/admin/account";
import { passkeysSupported } from "~/lib/admin/login";
import { useWrite } from "~/lib/admin/use-write";

/** The account's passkeys: list, add (where the browser supports WebAuthn) and remove. */
export function PasskeysPanel({ passkeys, onChange }: { passkeys: PasskeyView[]; onChange: () => void }) {
  const [name, setName] = useState("");
  const { busy, send } = useWrite();
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);

  const run = (action: () => Promise<{ message?: string }>) =>
    send(action, { done: (answer) => answer.message, after: () => onChange() });

  function add(event: FormEvent) {
    event.preventDefault();
    run(async () => {
      const answer = await addPasskey(name);
      setName("");
      return answer;
    });
  }

  return (
    <Panel title={ACCOUNT_TEXTS.passkeys}>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-600">{ACCOUNT_TEXTS.noPasskeys}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {passkeys.map((key) => (
            <li key={key.id} className="flex items-center justify-between gap-3 py-2 text-sm" data-passkey>
              <span>
                <span className="font-medium text-slate-900">{key.name}</span>{" "}
                <span className="text-slate-600">
                  <FirmDate value={key.createdAt} />
                </span>
              </span>
              <Button variant="secondary" disabled={busy} onClick={() => run(() => ACCOUNT.removePasskey(key.id))}>
                {ACCOUNT_TEXTS.removePasskey}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported && (
        <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-3">
          <TextField label={ACCOUNT_TEXTS.passkeyName} value={name} onChange={setName} required />
          <Button type="submit" disabled={busy}>
            {busy ? BUSY_LABELS.add : ACCOUNT_TEXTS.addPasskey}
          </Button>
        </form>
      )}
    </Panel>
  );
}
