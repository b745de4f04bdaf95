import { formatInZone } from "@domain/time-format";
import History from "lucide-react/icons/history";
import { Button } from "~/components/admin/button";
import type { AutosaveOffer } from "~/lib/admin/autosave/use-autosave-restore";
import { AUTOSAVE_TEXT as T } from "~/lib/admin/autosave-text";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";

/** The offer to bring back an autosave newer than the saved version: when it was made, Restore or Discard. */
export function RestoreOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: AutosaveOffer;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const zone = useFirmTimeZone();
  return (
    <section
      aria-labelledby="autosave-restore-title"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-2">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
        <div>
          <h3 id="autosave-restore-title" className="text-sm font-medium text-slate-900">
            {T.restoreTitle}
          </h3>
          <p className="text-sm text-slate-700">{T.restoreOffer(formatInZone(offer.savedAt, zone))}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button onClick={onRestore}>{T.restore}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {T.discard}
        </Button>
      </div>
    </section>
  );
}
