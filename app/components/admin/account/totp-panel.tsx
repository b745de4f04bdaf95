import { ACCOUNT_TEXTS, BUSY_LABELS } from "@domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/admin/button";
import { Panel } from "~/components/admin/panel";
import { TotpCodeEntry } from "~/components/admin/totp-code-entry";
import { ACCOUNT } from "~/lib/admin/account";
import { useWrite } from "~/lib/admin/use-write";

type Setup = Awaited<ReturnType<typeof ACCOUNT.startTotp>>;

/** The authenticator app: set up (QR code, first code), recovery codes shown once, remove. */
export function TotpPanel({ on, codesLeft, onChange }: { on: boolean; codesLeft: number; onChange: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const { busy, send } = useWrite();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const result = await send(() => ACCOUNT.confirmTotp(code), { done: (answer) => answer.message });
    if (!result.ok) return;
    setRecovery(result.answer.recoveryCodes);
    setSetup(null);
    setCode("");
    onChange();
  }

  async function start() {
    const result = await send(ACCOUNT.startTotp);
    if (result.ok) setSetup(result.answer);
  }

  return (
    <Panel title={ACCOUNT_TEXTS.authenticatorApp}>
      <p className="text-sm text-slate-700" data-totp-state={on ? "on" : "off"}>
        {on ? `${ACCOUNT_TEXTS.totpOn} ${ACCOUNT_TEXTS.recoveryLeft(codesLeft)}` : ACCOUNT_TEXTS.totpOff}
      </p>
      {recovery && (
        <section aria-label={ACCOUNT_TEXTS.recoveryCodes} className="mt-4 rounded-md border border-gold-400 p-4">
          <h3 className="font-semibold text-navy-800">{ACCOUNT_TEXTS.recoveryCodes}</h3>
          <p className="mt-1 text-sm text-slate-700">{ACCOUNT_TEXTS.recoveryLead}</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-recovery-codes>
            {recovery.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      {setup && (
        <form onSubmit={confirm} className="mt-4 flex flex-col gap-3">
          <p className="text-sm text-slate-700">{ACCOUNT_TEXTS.scanQr}</p>
          <img src={setup.qrImage} alt={setup.uri} width={180} height={180} className="size-44" />
          <code className="break-all text-sm" data-totp-secret>
            {setup.secret}
          </code>
          <TotpCodeEntry
            code={code}
            onCode={setCode}
            busy={busy}
            busyLabel={BUSY_LABELS.save}
            buttonClassName="self-start"
          />
        </form>
      )}
      {!setup && (
        <div className="mt-4">
          {on ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => send(ACCOUNT.removeTotp, { after: () => onChange() })}
            >
              {ACCOUNT_TEXTS.removeTotp}
            </Button>
          ) : (
            <Button disabled={busy} onClick={start}>
              {ACCOUNT_TEXTS.addTotp}
            </Button>
          )}
        </div>
      )}
    </Panel>
  );
}
