import { ACCOUNT_TEXTS, TOAST_TITLES } from "@domain/messages";
import { useState } from "react";
import { toast } from "sonner";
import { CheckboxField } from "~/components/admin/fields";
import { Panel } from "~/components/admin/panel";
import { ACCOUNT } from "~/lib/admin/account";
import { reasonOf } from "~/lib/admin/api";

/** The firm's rule (owners): every staff sign-in needs a passkey or an authenticator app. */
export function PolicyPanel({ required, onChange }: { required: boolean; onChange: () => void }) {
  const [busy, setBusy] = useState(false);

  async function set(on: boolean) {
    setBusy(true);
    try {
      toast.success(TOAST_TITLES.success, { description: (await ACCOUNT.setPolicy(on)).message });
      onChange();
    } catch (error) {
      toast.error(TOAST_TITLES.error, { description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={ACCOUNT_TEXTS.policyTitle}>
      <fieldset disabled={busy}>
        <CheckboxField label={ACCOUNT_TEXTS.policyLabel} checked={required} onChange={set} />
      </fieldset>
    </Panel>
  );
}
