import { ACCOUNT_TEXTS, BUSY_LABELS } from "@domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/admin/button";
import { PasswordField } from "~/components/admin/fields";
import { Panel } from "~/components/admin/panel";
import { ACCOUNT } from "~/lib/admin/account";
import { useWrite } from "~/lib/admin/use-write";
import { NewPasswordFields } from "./new-password-fields";

/** Change password: the current one required; every other session ends (the list below refreshes). */
export function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirmPassword, setConfirm] = useState("");
  const { busy, send } = useWrite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await send(() => ACCOUNT.changePassword({ currentPassword, newPassword, confirmPassword }), {
      done: (answer) => answer.message,
    });
    if (!result.ok) return;
    setCurrent("");
    setNew("");
    setConfirm("");
    onChanged();
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
        <NewPasswordFields
          password={newPassword}
          confirm={confirmPassword}
          onPassword={setNew}
          onConfirm={setConfirm}
          hint={ACCOUNT_TEXTS.resetLead}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? BUSY_LABELS.save : ACCOUNT_TEXTS.changePassword}
        </Button>
      </form>
    </Panel>
  );
}
