import type { ContactNote } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/admin/button";
import { TextAreaField } from "~/components/admin/fields";
import { INTAKE_SCREEN } from "~/lib/admin/intake-text";
import { useWrite } from "~/lib/admin/use-write";

/** Internal notes, each with its author and time, and a box to add one. */
export function ContactNotes({
  notes,
  zone,
  onAdd,
}: {
  notes: readonly ContactNote[];
  zone: string;
  /** Resolves true once the note is saved (the box then empties). */
  onAdd: (body: string) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState("");
  const { busy, send } = useWrite();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim()) send(() => onAdd(draft), { after: (saved) => saved && setDraft("") });
  }
  return (
    <>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{INTAKE_SCREEN.noNotes}</p>
      ) : (
        <ul aria-label={INTAKE_SCREEN.notes} className="flex flex-col gap-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md bg-slate-50 p-2">
              <p className="text-sm whitespace-pre-wrap text-slate-900">{n.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {INTAKE_SCREEN.noteBy(n.authorName, formatInZone(n.createdAt, zone))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
        <TextAreaField label={INTAKE_SCREEN.noteLabel} value={draft} onChange={setDraft} rows={2} />
        <Button type="submit" variant="secondary" disabled={busy || !draft.trim()} className="self-start">
          {busy ? INTAKE_SCREEN.adding : INTAKE_SCREEN.addNote}
        </Button>
      </form>
    </>
  );
}
