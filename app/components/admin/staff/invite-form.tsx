import { STAFF_MESSAGES } from "@domain/messages";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@domain/roles";
import { staffInvitationSchema } from "@domain/schemas/staff";
import { type FormEvent, useState } from "react";
import { type FieldErrors, validateBody } from "~/lib/admin/form";
import { STAFF_SCREEN } from "~/lib/admin/staff-text";
import { useWrite } from "~/lib/admin/use-write";
import { Button } from "../button";
import { SelectField, TextField } from "../fields";

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role].label }));

type Invite = { email: string; name: string; role: StaffRole };

/** Email, name and role of the person to invite. */
export function InviteForm({ onInvite }: { onInvite: (body: Invite) => Promise<FieldErrors | null> }) {
  const [body, setBody] = useState<Invite>({ email: "", name: "", role: "editor" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, send } = useWrite();
  const set = (field: keyof Invite) => (value: string) => setBody((b) => ({ ...b, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateBody(staffInvitationSchema, body);
    if (invalid) return setErrors(invalid);
    await send(() => onInvite(body), {
      after: (problems) => {
        setErrors(problems ?? {});
        if (!problems) setBody({ email: "", name: "", role: body.role });
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <TextField
        label="Email"
        type="email"
        value={body.email}
        onChange={set("email")}
        required
        error={errors.email?.[0]}
      />
      <TextField label="Name" value={body.name} onChange={set("name")} required error={errors.name?.[0]} />
      <SelectField
        label="Role"
        value={body.role}
        onChange={set("role")}
        options={ROLE_OPTIONS}
        hint={STAFF_ROLE_LABELS[body.role].description}
        error={errors.role?.[0]}
      />
      <Button type="submit" disabled={busy} className="lg:mb-5">
        {busy ? STAFF_SCREEN.inviting : STAFF_SCREEN.inviteButton}
      </Button>
    </form>
  );
}

/** A new invitation was emailed: the invitee alone gets the link (through the outbox). */
export function InvitationSent({ email }: { email: string }) {
  return (
    <div role="status" className="mt-4 rounded-md border border-gold-400 bg-amber-50 p-4">
      <p className="text-sm font-medium text-slate-900">{STAFF_MESSAGES.invitationEmailed(email)}</p>
      <p className="mt-1 text-sm text-slate-700">{STAFF_MESSAGES.invitationValid}</p>
    </div>
  );
}
