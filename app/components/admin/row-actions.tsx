import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import type { ReactNode } from "react";
import { IconButton } from "./button";

/** Edit and delete buttons of a table row, after any row-specific ones; named with the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-end gap-1">
      {children}
      <IconButton label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={`Delete ${name}`} tone="danger" onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4" />
      </IconButton>
    </div>
  );
}
