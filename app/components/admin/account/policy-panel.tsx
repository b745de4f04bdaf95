import { ACCOUNT_TEXTS } from "@domain/messages";
import { CheckboxField } from "~/components/admin/fields";
import { Panel } from "~/components/admin/panel";
import { ACCOUNT } from "~/lib/admin/account";
import { useWrite } from "~/lib/admin/use-write";

/** The firm's rule (owners): every staff sign-in needs a passkey or an authenticator app. */
export function PolicyPanel({ required, onChange }: { required: boolean; onChange: () => void }) {
  const { busy, send } = useWrite();

  const set = (on: boolean) =>
    send(() => ACCOUNT.setPolicy(on), { done: (answer) => answer.message, after: () => onChange() });

  return (
    <Panel title={ACCOUNT_TEXTS.policyTitle}>
      <CheckboxField label={ACCOUNT_TEXTS.policyLabel} checked={required} disabled={busy} onChange={set} />
    </Panel>
  );
}
