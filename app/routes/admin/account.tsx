import { ACCOUNT_TEXTS } from "@domain/messages";
import { canReach } from "@domain/roles";
import type { AccountSecurity, AdminSessionView } from "@domain/rows";
import { useCallback, useEffect, useState } from "react";
import { ChangePassword } from "~/components/admin/account/change-password";
import { PasskeysPanel } from "~/components/admin/account/passkeys-panel";
import { PolicyPanel } from "~/components/admin/account/policy-panel";
import { SessionsList } from "~/components/admin/account/sessions-list";
import { TotpPanel } from "~/components/admin/account/totp-panel";
import { PageHeader } from "~/components/admin/page-header";
import { ACCOUNT } from "~/lib/admin/account";
import { useAdminIdentity } from "~/lib/admin/identity";
import { adminMeta } from "~/lib/admin/meta";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => adminMeta(ACCOUNT_TEXTS.accountTitle);

/** The signed-in user's own account: password, sessions, passkeys, authenticator app; the firm's rule. */
export default function Account() {
  const [security, setSecurity] = useState<AccountSecurity | null>(null);
  const [sessions, setSessions] = useState<AdminSessionView[]>([]);
  const [enrolling, setEnrolling] = useState(false);
  // The firm-wide rule is the staff area's (owners); the API refuses it to other roles too.
  const admin = useAdminIdentity();
  const setsPolicy = admin !== null && canReach(admin.role, "staff");

  const load = useCallback(() => {
    ACCOUNT.security()
      .then((s) => {
        setSecurity(s);
        setEnrolling(s.requireSecondFactor && !s.totp && s.passkeys.length === 0);
      })
      .catch(() => undefined);
    ACCOUNT.sessions()
      .then(setSessions)
      .catch(() => undefined); // an enrolment-only session may not list them yet
  }, []);
  useEffect(load, [load]);

  return (
    <>
      <PageHeader title={ACCOUNT_TEXTS.accountTitle} />
      {enrolling && (
        <p role="alert" className="rounded-md border border-gold-400 bg-gold-400/10 p-4 text-sm text-slate-800">
          {ACCOUNT_TEXTS.enrolNow}
        </p>
      )}
      {security && (
        <div className="grid gap-6 xl:grid-cols-2">
          <PasskeysPanel passkeys={security.passkeys} onChange={load} />
          <TotpPanel on={security.totp} codesLeft={security.recoveryCodesLeft} onChange={load} />
          {!enrolling && <ChangePassword onChanged={load} />}
          {!enrolling && <SessionsList sessions={sessions} onChange={load} />}
          {!enrolling && setsPolicy && <PolicyPanel required={security.requireSecondFactor} onChange={load} />}
        </div>
      )}
    </>
  );
}
