import { mediaDescriptionSchema } from "@domain/schemas/media";
import { useState } from "react";
import { toast } from "sonner";
import { CheckboxField, TextAreaField } from "~/components/admin/fields";
import { FormDialog } from "~/components/admin/form-dialog";
import { ApiCallError, client } from "~/lib/admin/api";
import { validateBody } from "~/lib/admin/form";
import { ADMIN_MEDIA as T } from "~/lib/admin/media-text";
import type { LibraryImage } from "./use-media";

/** Alt text, or decorative as a deliberate choice; neither is filled in for the editor. */
export function DescribeDialog({
  image,
  onClose,
  onSaved,
}: {
  image: LibraryImage;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const [alt, setAlt] = useState(image.alt ?? "");
  const [decorative, setDecorative] = useState(image.decorative);
  const [error, setError] = useState<string | undefined>();

  async function save() {
    const body = { alt: decorative ? "" : alt, decorative };
    const problems = validateBody(mediaDescriptionSchema, body);
    if (problems) {
      setError(problems.alt?.[0]);
      return false;
    }
    try {
      await client.media[":id"].$put({ param: { id: String(image.id) }, json: body });
    } catch (failure) {
      const fields = failure instanceof ApiCallError ? failure.fields : undefined;
      setError(fields?.alt?.[0]);
      toast.error(T.saveFailed);
      return false;
    }
    toast.success(T.saved);
    await onSaved();
    return true;
  }

  return (
    <FormDialog
      title={T.describeTitle}
      description={T.describeHint}
      submitLabel={T.save}
      busyLabel={T.saving}
      onSubmit={save}
      onClose={onClose}
    >
      <img
        src={image.url}
        alt=""
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        className="mb-4 max-h-48 w-auto rounded border border-slate-200 bg-slate-50 object-contain"
      />
      <TextAreaField
        label={T.altLabel}
        value={decorative ? "" : alt}
        onChange={(v) => {
          setAlt(v);
          setError(undefined);
        }}
        rows={3}
        error={error}
      />
      <div className="mt-3">
        <CheckboxField
          label={T.decorativeLabel}
          checked={decorative}
          onChange={(v) => {
            setDecorative(v);
            setError(undefined);
          }}
        />
      </div>
    </FormDialog>
  );
}
