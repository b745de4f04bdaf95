import { mediaDescriptionSchema } from "@domain/schemas/media";
import { useState } from "react";
import { CheckboxField, TextAreaField } from "~/components/admin/fields";
import { FormDialog } from "~/components/admin/form-dialog";
import { client } from "~/lib/admin/api";
import { ADMIN_MEDIA as T } from "~/lib/admin/media-text";
import { fieldsOf, useWrite } from "~/lib/admin/use-write";
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
  const { send } = useWrite();

  async function save() {
    const body = { alt: decorative ? "" : alt, decorative };
    const result = await send(() => client.media[":id"].$put({ param: { id: String(image.id) }, json: body }), {
      // A message under the field when the browser's check refuses it; a titled toast when the server does.
      check: { schema: mediaDescriptionSchema, body },
      done: { title: T.saved },
      failed: () => ({ title: T.saveFailed }),
      after: () => onSaved(),
    });
    setError(fieldsOf(result).alt?.[0]);
    return result.ok;
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
