import { useState } from "react";

/** Which add/edit dialog and which delete confirmation a CRUD screen has open. */
export function useDialogs<T>() {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    openNew: () => setEditing({ row: null }),
    openEdit: (row: T) => setEditing({ row }),
    closeEdit: () => setEditing(null),
    deleting,
    askDelete: (row: T) => setDeleting(row),
    closeDelete: () => setDeleting(null),
  };
}
