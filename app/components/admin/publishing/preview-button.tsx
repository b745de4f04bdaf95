import type { ContentKind } from "@domain/constants";
import Eye from "lucide-react/icons/eye";
import { IconButton } from "~/components/admin/button";
import { answerOf, client } from "~/lib/admin/api";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { useWrite } from "~/lib/admin/use-write";

/** Opens the public page as saved (drafts too) through a signed 24-hour link a partner can open as well. */
export function PreviewButton({ kind, id, name }: { kind: ContentKind; id: string | number; name: string }) {
  const { send } = useWrite();
  const open = async () => {
    // Opened before the await, so the browser does not treat it as an unrequested pop-up.
    const tab = window.open("", "_blank");
    const result = await send(
      () => answerOf(client.content[":kind"][":id"].preview.$post({ param: { kind, id: String(id) } })),
      {
        failed: () => ({ title: ADMIN_PUBLISHING.previewFailed }),
        after: ({ url }) => {
          if (tab) tab.location.href = url;
          else window.location.href = url;
        },
      },
    );
    if (!result.ok) tab?.close();
  };
  return (
    <IconButton label={`${ADMIN_PUBLISHING.preview} ${name}`} onClick={open}>
      <Eye aria-hidden="true" className="size-4" />
    </IconButton>
  );
}
