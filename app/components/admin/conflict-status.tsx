import { CONFLICT_TEXT as T } from "~/lib/admin/conflict-text";
import { TextButton } from "./button";

/** The footer of a form whose save lost a conflict: not saved until it is resolved, and the way back to it. */
export function ConflictStatus({ onShow }: { onShow: () => void }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <p role="status" className="font-medium text-red-700">
        {T.unsaved}
      </p>
      <TextButton onClick={onShow}>{T.resolve}</TextButton>
    </div>
  );
}
