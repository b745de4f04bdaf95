import type { ContentKind } from "@domain/constants";
import ExternalLink from "lucide-react/icons/external-link";
import { toast } from "sonner";
import { IconButton } from "~/components/admin/button";
import { answerOf, client } from "~/lib/admin/api";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";

/** Opens the public page as saved (drafts too) through a signed 24-hour link a partner can open as well. */
export function PreviewButton({ kind, id, name }: { kind: ContentKind; id: string | number; name: string }) {
  const open = async () => {
    // Opened before the await, so the browser does not treat it as an unrequested pop-up.
    const tab = window.open("", "_blank");
    try {
      const { url } = await answerOf(client.content[":kind"][":id"].preview.$post({ param: { kind, id: String(id) } }));
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch {
      tab?.close();
      toast.error(ADMIN_PUBLISHING.previewFailed);
    }
  };
  return (
    <IconButton label={`${ADMIN_PUBLISHING.preview} ${name}`} onClick={open}>
      <ExternalLink aria-hidden="true" className="size-4" />
    </IconButton>
  );
}
