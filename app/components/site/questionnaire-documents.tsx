import { DOCUMENT_ACCEPT, DOCUMENT_TYPES, fileSizeText, type StaffDocument } from "@domain/client-documents";
import { buttonClass } from "~/components/ui/styles";
import { QUESTIONNAIRE_PAGE as T } from "~/lib/questionnaire-text";

/** The id of the page's small form the remove buttons post to (they sit inside the answers' form). */
export const REMOVE_FORM = "documents-remove";

/** A file input of the questionnaire (it posts without JavaScript) and the files already uploaded through it. */
export function DocumentInput({ id, name, documents }: { id: string; name: string; documents: StaffDocument[] }) {
  return (
    <div className="grid gap-3">
      <p id={`${id}-types`} className="text-sm text-slate-600">
        {T.fileHelp}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        aria-describedby={`${id}-types`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:text-white"
      />
      {documents.length > 0 && (
        <ul aria-label={T.uploadedHeading} className="grid gap-2" data-testid="uploaded-documents">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-all text-slate-900">
                {document.name}{" "}
                <span className="text-slate-600">
                  ({DOCUMENT_TYPES[document.type].label}, {fileSizeText(document.size)})
                </span>
              </span>
              <button
                type="submit"
                form={REMOVE_FORM}
                name="intent"
                value={`remove:${document.id}`}
                aria-label={T.removeLabel(document.name)}
                className={buttonClass("outline", "sm")}
              >
                {T.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The free "other documents" input, laid out as a question of its own. */
export function DocumentUploads(props: {
  inputId: string;
  name: string;
  label: string;
  help: string;
  documents: StaffDocument[];
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={props.inputId} className="font-medium text-slate-900">
        {props.label}
      </label>
      <p className="text-sm text-slate-600">{props.help}</p>
      <DocumentInput id={props.inputId} name={props.name} documents={props.documents} />
    </div>
  );
}
