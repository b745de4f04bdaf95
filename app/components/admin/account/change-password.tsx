import { ACCOUNT_TEXTS, BUSY_LABELS } from "@domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/admin/button";
import { PasswordField } from "~/components/admin/fields";
import { Panel } from "~/components/admin/panel";
import { ACCOUNT } from "~/lib/admin/account";
import { toastDone, useBusyAction } from "~/lib/admin/use-busy-action";

/** Change password: the current one required; every other session ends (the list below refreshes). */
export function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirmPassword, setConfirm] = useState("");
  const { busy, run } = useBusyAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    run(
      () => ACCOUNT.changePassword({ currentPassword, newPassword, confirmPassword }),
      (answer) => {
        toastDone(answer.message);
        setCurrent("");
        setNew("");
        setConfirm("");
        onChanged();
      },
    );
  }

  return (
    <Panel title={ACCOUNT_TEXTS.changePassword}>
      <form onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <PasswordField
          label="Current password"
          value={currentPassword}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <PasswordField
          label={ACCOUNT_TEXTS.newPassword}
          value={newPassword}
          onChange={setNew}
          hint={ACCOUNT_TEXTS.resetLead}
          autoComplete="new-password"
        />
        <PasswordField
          label={ACCOUNT_TEXTS.confirmPassword}
          value={confirmPassword}
          onChange={setConfirm}
          autoComplete="new-password"
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? BUSY_LABELS.save : ACCOUNT_TEXTS.changePassword}
        </Button>
      </form>
    </Panel>
  );
}
