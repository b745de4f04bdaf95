import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useId } from "react";
import { Button, IconButton } from "./button";
import { controlClass, TextAreaField, type TextAreaFieldProps } from "./fields";

type LinesFieldProps = Pick<TextAreaFieldProps, "label" | "value" | "onChange" | "error" | "rows">;

/** A list of short texts (specialties, bar admissions…) edited one per line. */
export function LinesField({ label, value, onChange, error, rows = 4 }: LinesFieldProps) {
  return (
    <TextAreaField label={label} value={value} onChange={onChange} error={error} rows={rows} hint="One per line." />
  );
}

export interface ObjectFieldSpec<K extends string> {
  key: K;
  label: string;
  multiline?: boolean;
}

interface ObjectListFieldProps<K extends string> {
  legend: string;
  itemLabel: string;
  fields: readonly ObjectFieldSpec<K>[];
  value: Record<K, string>[];
  onChange: (value: Record<K, string>[]) => void;
  error?: string;
}

/** A list of small records (FAQs, success stories, education, matters): add, edit, remove rows. */
export function ObjectListField<K extends string>({
  legend,
  itemLabel,
  fields,
  value,
  onChange,
  error,
}: ObjectListFieldProps<K>) {
  const baseId = useId();
  const empty = () => Object.fromEntries(fields.map((f) => [f.key, ""])) as Record<K, string>;
  const setItem = (index: number, key: K, text: string) =>
    onChange(value.map((item, i) => (i === index ? { ...item, [key]: text } : item)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      {value.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the identity.
        <div key={index} className="flex items-start gap-2 rounded-md bg-slate-50 p-2">
          <div className="grid flex-1 gap-2">
            {fields.map((field) => {
              const id = `${baseId}-${index}-${field.key}`;
              const common = {
                id,
                className: controlClass,
                value: item[field.key],
                onChange: (e: { target: { value: string } }) => setItem(index, field.key, e.target.value),
              };
              return (
                <div key={field.key} className="flex flex-col gap-1">
                  <label htmlFor={id} className="text-xs font-medium text-slate-700">
                    {`${field.label} (${itemLabel} ${index + 1})`}
                  </label>
                  {field.multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
                </div>
              );
            })}
          </div>
          <IconButton
            label={`Remove ${itemLabel} ${index + 1}`}
            tone="danger"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      ))}
      <Button variant="secondary" className="self-start" onClick={() => onChange([...value, empty()])}>
        <Plus aria-hidden="true" className="size-4" /> {`Add ${itemLabel}`}
      </Button>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
