import { BUSY_LABELS } from "@domain/messages";
import type { FormEvent, ReactNode } from "react";
import { Button } from "~/components/admin/button";
import { useWrite } from "~/lib/admin/use-write";

/** One settings tab: its fields and a Save Changes button that saves just them. */
export function SettingsSection({
  title,
  description,
  onSave,
  saveLabel = "Save Changes",
  children,
}: {
  title: string;
  description: string;
  onSave: () => Promise<unknown>;
  saveLabel?: string;
  children: ReactNode;
}) {
  const { busy, send } = useWrite();
  function submit(event: FormEvent) {
    event.preventDefault();
    send(onSave);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5">
      <div>
        <h2 className="font-serif text-lg text-navy-800">{title}</h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? BUSY_LABELS.save : saveLabel}
      </Button>
    </form>
  );
}
