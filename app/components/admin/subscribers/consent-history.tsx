import type { Subscriber } from "@domain/rows";
import { FirmDate } from "~/components/admin/firm-date";
import { ADMIN_SUBSCRIBERS as T } from "~/lib/admin/subscribers-text";

/** A subscriber's consent record, oldest step first: each sign-up, confirmation and unsubscribe with its date. */
export function ConsentHistory({ email, history }: Pick<Subscriber, "email" | "history">) {
  return (
    <ol aria-label={T.historyOf(email)} className="flex flex-col gap-0.5 text-xs text-slate-700">
      {history.map((step) => (
        <li key={`${step.event}-${step.createdAt}`}>
          <span className="font-medium text-slate-900">{T.eventLabels[step.event]}</span>{" "}
          <FirmDate value={step.createdAt} />
        </li>
      ))}
    </ol>
  );
}
