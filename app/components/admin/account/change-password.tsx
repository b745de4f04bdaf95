import { ACCOUNT_TEXTS, BUSY_LABELS, TOAST_TITLES } from "@domain/messages";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/admin/button";
import { TextField } from "~/components/admin/fields";
import { Panel } from "~/components/admin/panel";
import { ACCOUNT } from "~/lib/admin/account";
import { reasonOf } from "~/lib/admin/api";

/** Change password: the current one required; every other session ends (the list below refreshes). */
export function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await ACCOUNT.changePassword({ currentPassword, newPassword });
      toast.success(TOAST_TITLES.success, { description: answer.message });
      setCurrent("");
      setNew("");
      onChanged();
    } catch (error) {
      toast.error(TOAST_TITLES.error, { description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={ACCOUNT_TEXTS.changePassword}>
      <form onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <TextField
          label="Current password"
          type="password"
          value={currentPassword}
          onChange={setCurrent}
          required
          autoComplete="current-password"
        />
        <TextField
          label="New password"
          type="password"
          value={newPassword}
          onChange={setNew}
          required
          hint={ACCOUNT_TEXTS.resetLead}
          autoComplete="new-password"
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? BUSY_LABELS.save : ACCOUNT_TEXTS.changePassword}
        </Button>
      </form>
    </Panel>
  );
}
