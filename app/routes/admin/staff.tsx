import { BUSY_LABELS, STAFF_MESSAGES, TOAST_TITLES } from "@domain/messages";
import { STAFF_ROLE_LABELS, type StaffRole } from "@domain/roles";
import type { PendingInvitation, StaffMember } from "@domain/rows";
import { areasGained, staffLocks } from "@domain/staff-locks";
import { formatInZone } from "@domain/time-format";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/admin/button";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { type Column, DataTable } from "~/components/admin/data-table";
import { FirmDate } from "~/components/admin/firm-date";
import { PageHeader } from "~/components/admin/page-header";
import { Panel } from "~/components/admin/panel";
import { InvitationSent, InviteForm, ROLE_OPTIONS } from "~/components/admin/staff/invite-form";
import { ApiCallError, answerOf, client, isUnauthorized } from "~/lib/admin/api";
import { useAdminIdentity } from "~/lib/admin/identity";
import { adminMeta } from "~/lib/admin/meta";
import { STAFF_AREA_LABELS, STAFF_SCREEN as T } from "~/lib/admin/staff-text";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useWrite } from "~/lib/admin/use-write";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => adminMeta(T.title);

/** The API's own message (last owner, duplicate email…) when it gave one, else the screen's; none on a 401. */
function failure(error: unknown) {
  if (isUnauthorized(error)) return undefined;
  const message =
    error instanceof ApiCallError ? (error.body as { error?: { message?: string } })?.error?.message : null;
  return message ?? T.saveFailed;
}

export default function AdminStaff() {
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const [roleChange, setRoleChange] = useState<{ member: StaffMember; role: StaffRole } | null>(null);
  const viewer = useAdminIdentity();
  const zone = useFirmTimeZone();
  const locksOf = (m: StaffMember) => staffLocks(m, members ?? [], viewer?.email ?? null);

  const reload = useCallback(async () => {
    try {
      const [list, pending] = await Promise.all([answerOf(client.staff.$get()), answerOf(client.invitations.$get())]);
      setMembers(list);
      setInvitations(pending);
    } catch (error) {
      setMembers((m) => m ?? []);
      if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: T.loadFailed });
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  const changing = useWrite();
  const inviting = useWrite();
  /** A change to an account: its toast, then the lists reload; answers whether it worked. */
  const change = async (call: () => Promise<unknown>, success: string) =>
    (await changing.send(call, { done: success, failed: failure, after: reload })).ok;

  async function invite(body: { email: string; name: string; role: StaffRole }) {
    const result = await inviting.send(() => answerOf(client.invitations.$post({ json: body })), {
      failed: failure,
      after: async (answer) => {
        setSentTo(answer.invitation.email);
        await reload();
      },
    });
    return result.ok ? null : (result.fields ?? null);
  }

  const setRole = (m: StaffMember, role: StaffRole) =>
    change(
      () => client.staff[":id"].role.$put({ param: { id: String(m.id) }, json: { role } }),
      STAFF_MESSAGES.roleChanged(m.name, STAFF_ROLE_LABELS[role].label),
    );

  const columns: Column<StaffMember>[] = [
    { header: T.columns.name, cell: (m) => <span className="font-medium text-slate-900">{m.name}</span> },
    { header: T.columns.email, cell: (m) => m.email },
    {
      header: T.columns.role,
      cell: (m) => {
        const locked = locksOf(m).role;
        return (
          <Lockable className="gap-1" reason={locked}>
            {(describedBy) => (
              <select
                aria-label={`${T.columns.role}: ${m.name}`}
                aria-describedby={describedBy}
                value={m.role}
                disabled={locked !== null}
                onChange={(e) => setRoleChange({ member: m, role: e.target.value as StaffRole })}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:bg-slate-100 disabled:text-slate-600"
              >
                {ROLE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Lockable>
        );
      },
    },
    { header: T.columns.lastSignIn, cell: (m) => <FirmDate value={m.lastLoginAt} fallback={T.never} /> },
    { header: T.columns.passkeys, cell: (m) => m.passkeyCount },
    { header: T.columns.status, cell: (m) => (m.status === "active" ? T.active : T.deactivated) },
    {
      header: T.columns.actions,
      srOnlyHeader: true,
      actions: true,
      cell: (m) => {
        const locked = locksOf(m).deactivate;
        return m.status === "active" ? (
          <Lockable className="items-start gap-1" reason={locked}>
            {(describedBy) => (
              <Button
                variant="secondary"
                className="py-1.5"
                disabled={locked !== null}
                aria-describedby={describedBy}
                onClick={() => setDeactivating(m)}
              >
                {T.deactivate}
              </Button>
            )}
          </Lockable>
        ) : (
          <Button
            variant="secondary"
            className="py-1.5"
            onClick={() =>
              change(
                () => client.staff[":id"].reactivate.$post({ param: { id: String(m.id) } }),
                STAFF_MESSAGES.reactivated(m.name),
              )
            }
          >
            {T.reactivate}
          </Button>
        );
      },
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader title={T.title} description={T.description} />
      <Panel title={T.invite}>
        <InviteForm onInvite={invite} />
        {sentTo && <InvitationSent email={sentTo} />}
      </Panel>
      <DataTable
        label={T.accounts}
        columns={columns}
        rows={members ?? []}
        loading={members === null}
        empty={T.accounts}
      />
      <Panel title={T.pending}>
        {invitations.length === 0 ? (
          <p className="text-sm text-slate-600">{T.noPending}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {i.name} &lt;{i.email}&gt; · {STAFF_ROLE_LABELS[i.role].label} ·{" "}
                  {T.expires(formatInZone(i.expiresAt, zone))}
                </span>
                <Button
                  variant="ghost"
                  onClick={() =>
                    change(() => client.invitations[":id"].$delete({ param: { id: String(i.id) } }), T.withdrawn)
                  }
                >
                  {T.withdraw}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {deactivating && (
        <ConfirmDialog
          title={T.deactivate}
          description={T.confirmDeactivate(deactivating.name)}
          confirmLabel={T.deactivate}
          busyLabel={BUSY_LABELS.save}
          // Closes whatever the answer: a refusal is a toast in front, never behind an open dialog.
          onConfirm={async () => {
            await change(
              () => client.staff[":id"].deactivate.$post({ param: { id: String(deactivating.id) } }),
              STAFF_MESSAGES.deactivated(deactivating.name),
            );
            return true;
          }}
          onClose={() => setDeactivating(null)}
        />
      )}
      {roleChange && (
        <ConfirmDialog
          title={T.changeRole}
          description={roleChangeSentence(roleChange.member, roleChange.role)}
          confirmLabel={T.changeRole}
          busyLabel={BUSY_LABELS.save}
          onConfirm={async () => {
            await setRole(roleChange.member, roleChange.role);
            return true;
          }}
          onClose={() => setRoleChange(null)}
        />
      )}
    </div>
  );
}

/**
 * A control and, when it is locked, why: shown beside it and read with it through aria-describedby.
 * The id is the instance's own (useId): the data table draws each cell twice, as a table row and as
 * a phone's card, and an id made from the row would stand twice in the page (WCAG 4.1.1).
 */
function Lockable({
  reason,
  className,
  children,
}: {
  reason: string | null;
  className: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col ${className}`}>
      {children(reason ? id : undefined)}
      {reason && (
        <p id={id} className="max-w-56 text-xs text-slate-600">
          {reason}
        </p>
      )}
    </div>
  );
}

/** "Make Ann Owner? … They will also reach: the firm's settings, …": a promotion names what it grants. */
function roleChangeSentence(member: StaffMember, role: StaffRole): string {
  const gained = areasGained(member.role, role).map((area) => STAFF_AREA_LABELS[area]);
  const sentence = T.confirmRole(member.name, STAFF_ROLE_LABELS[role].label);
  return gained.length > 0 ? `${sentence} ${T.grants(gained)}` : sentence;
}
