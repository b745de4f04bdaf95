import { STAFF_MESSAGES, TOAST_TITLES } from "@domain/messages";
import { STAFF_ROLE_LABELS, type StaffRole } from "@domain/roles";
import type { PendingInvitation, StaffMember } from "@domain/rows";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/admin/button";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { type Column, DataTable } from "~/components/admin/data-table";
import { PageHeader } from "~/components/admin/page-header";
import { Panel } from "~/components/admin/panel";
import { InvitationSent, InviteForm, ROLE_OPTIONS } from "~/components/admin/staff/invite-form";
import { ApiCallError, answerOf, client, isUnauthorized } from "~/lib/admin/api";
import { shortUsDate } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { STAFF_SCREEN as T } from "~/lib/admin/staff-text";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => adminMeta(T.title);

/** The API's own message (last owner, duplicate email…) when it gave one, else the screen's. */
function failure(error: unknown) {
  if (isUnauthorized(error)) return;
  const message =
    error instanceof ApiCallError ? (error.body as { error?: { message?: string } })?.error?.message : null;
  toast.error(TOAST_TITLES.error, { description: message ?? T.saveFailed });
}

export default function AdminStaff() {
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);

  const reload = useCallback(async () => {
    try {
      const [list, pending] = await Promise.all([
        answerOf(client.staff.$get()),
        answerOf(client.staff.invitations.$get()),
      ]);
      setMembers(list);
      setInvitations(pending);
    } catch (error) {
      setMembers((m) => m ?? []);
      if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: T.loadFailed });
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  /** Runs a change, toasts its outcome, reloads; answers whether it worked. */
  async function change(call: () => Promise<unknown>, success: string): Promise<boolean> {
    try {
      await call();
      toast.success(TOAST_TITLES.success, { description: success });
      await reload();
      return true;
    } catch (error) {
      failure(error);
      return false;
    }
  }

  async function invite(body: { email: string; name: string; role: StaffRole }) {
    try {
      const answer = await answerOf(client.staff.invitations.$post({ json: body }));
      setSentTo(answer.invitation.email);
      await reload();
      return null;
    } catch (error) {
      failure(error);
      return error instanceof ApiCallError ? (error.fields ?? null) : null;
    }
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
      cell: (m) => (
        <select
          aria-label={`${T.columns.role}: ${m.name}`}
          value={m.role}
          onChange={(e) => void setRole(m, e.target.value as StaffRole)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        >
          {ROLE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ),
    },
    { header: T.columns.lastSignIn, cell: (m) => shortUsDate(m.lastLoginAt, T.never) },
    { header: T.columns.passkeys, cell: (m) => m.passkeyCount },
    { header: T.columns.status, cell: (m) => (m.status === "active" ? T.active : T.deactivated) },
    {
      header: T.columns.actions,
      srOnlyHeader: true,
      actions: true,
      cell: (m) =>
        m.status === "active" ? (
          <Button variant="ghost" onClick={() => setDeactivating(m)}>
            {T.deactivate}
          </Button>
        ) : (
          <Button
            variant="ghost"
            onClick={() =>
              change(
                () => client.staff[":id"].reactivate.$post({ param: { id: String(m.id) } }),
                STAFF_MESSAGES.reactivated(m.name),
              )
            }
          >
            {T.reactivate}
          </Button>
        ),
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
        rowKey={(m) => m.id}
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
                  {i.name} &lt;{i.email}&gt; · {STAFF_ROLE_LABELS[i.role].label} · {T.expires(shortUsDate(i.expiresAt))}
                </span>
                <Button
                  variant="ghost"
                  onClick={() =>
                    change(() => client.staff.invitations[":id"].$delete({ param: { id: String(i.id) } }), T.withdrawn)
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
          onConfirm={() =>
            change(
              () => client.staff[":id"].deactivate.$post({ param: { id: String(deactivating.id) } }),
              STAFF_MESSAGES.deactivated(deactivating.name),
            )
          }
          onClose={() => setDeactivating(null)}
        />
      )}
    </div>
  );
}
