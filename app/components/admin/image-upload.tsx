import type { UploadKind } from "@domain/constants";
import { ADMIN_EXTRA_TOASTS, BUSY_LABELS } from "@domain/messages";
import ImageUp from "lucide-react/icons/image-up";
import Trash2 from "lucide-react/icons/trash-2";
import { useId, useState } from "react";
import { ADMIN_MEDIA } from "~/lib/admin/media-text";
import { acceptFor, uploadErrorMessage, uploadFile } from "~/lib/admin/upload";
import { useWrite } from "~/lib/admin/use-write";
import { IconButton } from "./button";
import { LibraryPicker } from "./media/library-picker";

interface ImageUploadProps {
  label: string;
  kind: UploadKind;
  /** The stored image's URL, or "" for none. */
  value: string;
  onChange: (url: string) => void;
  hint?: string;
}

/** Picks an image, uploads it at once (POST /api/uploads) and shows it; the form saves the returned URL. */
export function ImageUpload({ label, kind, value, onChange, hint }: ImageUploadProps) {
  const id = useId();
  const { busy, send } = useWrite();
  const [picking, setPicking] = useState(false);

  function pick(file: File | undefined) {
    if (!file) return;
    send(() => uploadFile(kind, file), {
      failed: (error) => ({ title: ADMIN_EXTRA_TOASTS.upload.failed, description: uploadErrorMessage(error) }),
      after: onChange,
    });
  }

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <div className="flex items-center gap-3 rounded-md border border-dashed border-slate-300 p-3">
        {value ? (
          <img
            src={value}
            alt={`${label} preview`}
            className="size-16 rounded border border-slate-200 bg-white object-contain"
          />
        ) : (
          <ImageUp aria-hidden="true" className="size-10 text-slate-400" />
        )}
        <div className="flex flex-1 flex-col gap-1">
          <label
            htmlFor={id}
            className="w-fit cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 has-[:focus-visible]:outline-2"
          >
            {busy ? BUSY_LABELS.upload : value ? "Replace image" : "Choose image"}
          </label>
          <input
            id={id}
            type="file"
            accept={acceptFor(kind)}
            className="sr-only"
            disabled={busy}
            aria-label={label}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <button
            type="button"
            onClick={() => setPicking(true)}
            aria-label={`${ADMIN_MEDIA.pick}: ${label}`}
            className="w-fit text-xs font-medium text-navy-800 underline hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-gold-500"
          >
            {ADMIN_MEDIA.pick}
          </button>
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-slate-600">
              {hint}
            </p>
          )}
        </div>
        {value && (
          <IconButton label={`Remove ${label.toLowerCase()}`} tone="danger" onClick={() => onChange("")}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        )}
      </div>
      {picking && <LibraryPicker kind={kind} onPick={onChange} onClose={() => setPicking(false)} />}
    </div>
  );
}
