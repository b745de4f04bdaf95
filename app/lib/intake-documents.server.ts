import { DOCUMENT_LIMITS, documentField, OTHER_DOCUMENTS } from "@domain/client-documents";
import type { ClientLinkRefusal } from "@domain/client-links";
import type { Answers } from "@domain/questionnaire";
import { readAnswers } from "@domain/questionnaire-answers";
import { type PostedDocument, removeDocument, storeDocuments } from "@worker/data/client-documents";
import { questionnaireByToken } from "@worker/data/questionnaires";
import type { Visitor } from "@worker/data/submissions";
import type { AppEnv } from "@worker/env";

/**
 * The documents part of a post to the client's questionnaire page: the files of its file inputs
 * (one per file-request question, plus "other documents"), or the removal of one file. The answers
 * part stays with saveAnswers; this runs first, so a refused file leaves the answers unsaved too.
 */
export type DocumentPost =
  | { kind: "none" }
  | { kind: "stored" }
  | { kind: "removed" }
  | { kind: "refused"; messages: string[]; answers: Answers }
  | { kind: "throttled"; retryAfterSeconds: number; answers: Answers }
  | { kind: "locked" }
  | { kind: ClientLinkRefusal };

const REMOVE = /^remove:([1-9]\d{0,14})$/;

/** A multipart post over the page's limit, judged by its declared length before any byte is read. */
export function postTooLarge(request: Request): boolean {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) return false;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  // No length (a chunked body) is refused too: a browser's form post always says its length.
  return !(declared <= DOCUMENT_LIMITS.postBytes);
}

/** Files chosen in the form, each with the question it answers; empty inputs post a nameless empty file. */
function postedFiles(form: FormData, questionIds: readonly string[]): PostedDocument[] {
  const inputs = [
    ...questionIds.map((id) => ({ questionId: id as string | null, name: documentField(id) })),
    { questionId: null, name: documentField(OTHER_DOCUMENTS) },
  ];
  return inputs.flatMap(({ questionId, name }) =>
    form
      .getAll(name)
      .filter((value): value is File => typeof value !== "string" && (value.name !== "" || value.size > 0))
      .map((file) => ({ questionId, file })),
  );
}

export async function receiveDocuments(
  app: AppEnv,
  token: string,
  form: FormData,
  client: Visitor & { address: string | null },
): Promise<DocumentPost> {
  const intent = String(form.get("intent") ?? "");
  const removal = REMOVE.exec(intent);
  const fileRequests = (questions: readonly { id: string; type: string }[]) =>
    questions.filter((q) => q.type === "file-request").map((q) => q.id);
  // Opening the link costs a query: only a post that carries a file or a removal pays it.
  const mayCarryFiles = [...form.keys()].some((name) => name.startsWith("file."));
  if (!removal && !mayCarryFiles) return { kind: "none" };
  const opened = await questionnaireByToken(app.db, token);
  if (opened.kind !== "found") return opened;
  if (removal) {
    await removeDocument(app, opened.found, Number(removal[1]), client.address);
    return { kind: "removed" };
  }
  const files = postedFiles(form, fileRequests(opened.found.template.questions));
  if (files.length === 0) return { kind: "none" };
  const outcome = await storeDocuments(app, opened.found, files, client);
  const answers = () => readAnswers(opened.found.template.questions, (name) => form.getAll(name).map(String));
  switch (outcome.kind) {
    case "stored":
      return { kind: "stored" };
    case "refused":
      return { kind: "refused", messages: outcome.messages, answers: answers() };
    case "throttled":
      return { kind: "throttled", retryAfterSeconds: outcome.retryAfterSeconds, answers: answers() };
    default:
      return outcome;
  }
}
