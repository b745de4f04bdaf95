import type { UploadKind } from "@domain/constants";
import { useMemo, useState } from "react";
import { InfoDialog } from "~/components/admin/info-dialog";
import { mediaName, ADMIN_MEDIA as T } from "~/lib/admin/media-text";
import { type MediaFilter, useMediaPage } from "./use-media";

const SHOWN = 48;

/** Uploaded images of one kind to choose from instead of uploading the same file again. */
export function LibraryPicker({
  kind,
  onPick,
  onClose,
}: {
  kind: UploadKind;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState("");
  const filter = useMemo<MediaFilter>(() => ({ kind, search, undescribed: false }), [kind, search]);
  const library = useMediaPage(filter, 1, SHOWN);
  return (
    <InfoDialog title={T.pickTitle} description={T.pickHint} onClose={onClose}>
      <label className="mb-3 flex flex-col gap-1 text-sm font-medium text-slate-800">
        {T.search}
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-normal"
        />
      </label>
      {!library.loading && library.items.length === 0 && <p className="text-sm text-slate-600">{T.empty}</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {library.items.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              aria-label={T.pickOne(mediaName(m))}
              onClick={() => {
                onPick(m.url);
                onClose();
              }}
              className="flex w-full flex-col gap-1 rounded-md border border-slate-200 p-1 text-left hover:border-navy-700 focus-visible:outline-2 focus-visible:outline-gold-500"
            >
              <img
                src={m.url}
                alt=""
                width={m.width ?? undefined}
                height={m.height ?? undefined}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded bg-slate-50 object-contain"
              />
              <span className="line-clamp-1 text-xs text-slate-700">{m.alt || T.undescribed}</span>
            </button>
          </li>
        ))}
      </ul>
    </InfoDialog>
  );
}
