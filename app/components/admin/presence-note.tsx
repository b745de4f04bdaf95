import type { PresentEditor } from "@domain/schemas/presence";
import Users from "lucide-react/icons/users";
import { PRESENCE_TEXT, presenceSentence } from "~/lib/admin/presence-text";

/** Who else has the item open, said politely as it changes; nothing while no one does. */
export function PresenceNote({ editors }: { editors: readonly PresentEditor[] }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {editors.length > 0 && (
        <p
          title={PRESENCE_TEXT.saveRule}
          className="flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950"
        >
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {presenceSentence(editors)}
        </p>
      )}
    </div>
  );
}
