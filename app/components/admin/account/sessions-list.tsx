import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS } from "@domain/messages";
import type { AdminSessionView } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import { Button } from "~/components/admin/button";
import { Panel } from "~/components/admin/panel";
import { ACCOUNT } from "~/lib/admin/account";
import { deviceLabel } from "~/lib/admin/device";
import { timeAgo } from "~/lib/admin/format";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useWrite } from "~/lib/admin/use-write";

/** The account's open sessions (device, sign-in time, last seen); any but this one can be ended. */
export function SessionsList({ sessions, onChange }: { sessions: AdminSessionView[]; onChange: () => void }) {
  // In the firm's time zone with the zone named, as every time in the back office.
  const zone = useFirmTimeZone();
  const { send } = useWrite();
  const end = (id: string) =>
    send(() => ACCOUNT.endSession(id), { done: ACCOUNT_MESSAGES.sessionEnded, after: () => onChange() });

  return (
    <Panel title={ACCOUNT_TEXTS.sessions}>
      <ul className="divide-y divide-slate-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-session>
            <div className="text-sm">
              <p className="font-medium text-slate-900">
                {deviceLabel(session.userAgent)}
                {session.current && <span className="ml-2 text-xs text-emerald-700">{ACCOUNT_TEXTS.thisDevice}</span>}
              </p>
              <p className="text-slate-600">
                {ACCOUNT_TEXTS.signedInAt} {formatInZone(session.createdAt, zone)} · {ACCOUNT_TEXTS.lastSeen}{" "}
                {timeAgo(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <Button variant="secondary" onClick={() => end(session.id)}>
                {ACCOUNT_TEXTS.endSession}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
