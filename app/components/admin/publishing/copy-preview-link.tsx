import type { ContentKind } from "@domain/constants";
import { formatInZone } from "@domain/time-format";
import Link2 from "lucide-react/icons/link-2";
import { useId, useState } from "react";
import { Button } from "~/components/admin/button";
import { answerOf, client } from "~/lib/admin/api";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useWrite } from "~/lib/admin/use-write";

/** False where the browser refuses the clipboard (no permission, no secure context: no `navigator.clipboard`). */
async function toClipboard(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The editor's "Copy preview link": a fresh signed link (24 hours) to the page as saved, put on the
 * clipboard with a toast. When the browser refuses the clipboard, the link shows in a field to copy by hand.
 */
export function CopyPreviewLink({ kind, id }: { kind: ContentKind; id: string | number }) {
  const zone = useFirmTimeZone();
  const fieldId = useId();
  const { busy, send } = useWrite();
  const [manual, setManual] = useState<{ url: string; expires: string } | null>(null);

  // A refused clipboard is no failure: the link is shown to copy by hand instead of the toast.
  const copy = () =>
    send(
      async () => {
        const grant = await answerOf(client.content[":kind"][":id"].preview.$post({ param: { kind, id: String(id) } }));
        const link = {
          url: new URL(grant.url, window.location.origin).href,
          expires: formatInZone(grant.expiresAt, zone),
        };
        return { ...link, copied: await toClipboard(link.url) };
      },
      {
        done: (link) => (link.copied ? { title: ADMIN_PUBLISHING.previewLinkCopied(link.expires) } : undefined),
        failed: () => ({ title: ADMIN_PUBLISHING.previewFailed }),
        after: ({ url, expires, copied }) => setManual(copied ? null : { url, expires }),
      },
    );

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" onClick={copy} disabled={busy}>
          <Link2 aria-hidden="true" className="size-4" />
          {busy ? ADMIN_PUBLISHING.copyingPreviewLink : ADMIN_PUBLISHING.copyPreviewLink}
        </Button>
      </div>
      {manual && (
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm text-slate-700">
            {ADMIN_PUBLISHING.previewLinkManual(manual.expires)}
          </label>
          <input
            id={fieldId}
            readOnly
            value={manual.url}
            // Selected at once, so Ctrl+C (or a long press) copies it whole.
            ref={(input) => input?.select()}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
          />
        </div>
      )}
    </div>
  );
}
