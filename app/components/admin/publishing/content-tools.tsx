import type { ContentKind } from "@domain/constants";
import History from "lucide-react/icons/history";
import { useState } from "react";
import { IconButton } from "~/components/admin/button";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { PreviewButton } from "./preview-button";
import { RevisionsDialog } from "./revisions-dialog";

/** A post's, practice area's or attorney's row tools: the signed preview and the saved versions. */
export function ContentTools({
  kind,
  id,
  name,
  onRestored,
}: {
  kind: ContentKind;
  id: string | number;
  name: string;
  onRestored: () => Promise<void> | void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PreviewButton kind={kind} id={id} name={name} />
      <IconButton label={`${ADMIN_PUBLISHING.history} ${name}`} onClick={() => setOpen(true)}>
        <History aria-hidden="true" className="size-4" />
      </IconButton>
      {open && (
        <RevisionsDialog
          kind={kind}
          id={String(id)}
          name={name}
          onClose={() => setOpen(false)}
          onRestored={onRestored}
        />
      )}
    </>
  );
}
