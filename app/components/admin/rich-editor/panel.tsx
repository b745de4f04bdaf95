import type { ReactNode } from "react";

/** The frame of the editor's inline panels (link, image): a named group of fields under the toolbar. */
export function EditorPanel({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A panel field's label. */
export function PanelLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm text-slate-800">
      {children}
    </label>
  );
}

/** The panel's error, named by its field's aria-describedby; nothing while there is none. */
export function PanelError({ id, error }: { id: string; error: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  );
}
