import type { Delivery } from "@domain/rows";
import { RESENDABLE_KINDS } from "@domain/schemas/intake";
import RotateCw from "lucide-react/icons/rotate-cw";
import { StatusBadge } from "~/components/admin/badges";
import { Button } from "~/components/admin/button";
import { deliveryLine, EMAIL_KIND_LABELS, INTAKE_SCREEN } from "~/lib/admin/intake-text";

type Resendable = (typeof RESENDABLE_KINDS)[number];

/** A kind's state over its recipients: failed if one failed, queued while one waits, else sent. */
function overall(rows: readonly Delivery[]): Delivery["status"] {
  if (rows.some((r) => r.status === "failed")) return "failed";
  if (rows.some((r) => r.status === "queued")) return "queued";
  return "sent";
}

/**
 * The alert and acknowledgement of an enquiry (and any assignment alerts): each recipient's delivery,
 * with resend; `busy` is the resend's own write (the details' `useWrite()`), which disables every resend.
 */
export function EmailDeliveries({
  deliveries,
  onResend,
  busy,
}: {
  deliveries: readonly Delivery[];
  onResend: (kind: Resendable) => Promise<unknown>;
  busy: boolean;
}) {
  if (deliveries.length === 0) return <p className="text-sm text-slate-600">{INTAKE_SCREEN.noEmails}</p>;
  const kinds = [...new Set(deliveries.map((d) => d.kind))];
  return (
    <ul className="flex flex-col gap-3">
      {kinds.map((kind) => {
        const rows = deliveries.filter((d) => d.kind === kind);
        const resendable = (RESENDABLE_KINDS as readonly string[]).includes(kind) ? (kind as Resendable) : null;
        return (
          <li key={kind} className="rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-slate-900" data-testid="delivery-summary">
                {deliveryLine(kind, overall(rows))}
              </p>
              {resendable && (
                <Button variant="secondary" disabled={busy} onClick={() => onResend(resendable)}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  {INTAKE_SCREEN.resend(EMAIL_KIND_LABELS[kind])}
                </Button>
              )}
            </div>
            <ul className="mt-2 flex flex-col gap-1 text-xs text-slate-700">
              {rows.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium text-slate-800">{d.recipient}</span>
                  <StatusBadge status={d.status} />
                  <span>{INTAKE_SCREEN.attempts(d.attempts)}</span>
                  {d.lastError && <span className="text-red-800">{d.lastError}</span>}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
