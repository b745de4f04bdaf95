import { documentField, OTHER_DOCUMENTS } from "@domain/client-documents";
import type { ClientLinkRefusal } from "@domain/client-links";
import type { Answers } from "@domain/questionnaire";
import { documentsOf } from "@worker/data/client-documents";
import { markQuestionnaireOpened, questionnaireByToken, saveAnswers } from "@worker/data/questionnaires";
import { visitorOf } from "@worker/data/submissions";
import { clientAddress } from "@worker/http/client-address";
import { data, redirect } from "react-router";
import { PageHeader } from "~/components/site/page-header";
import { DocumentUploads, REMOVE_FORM } from "~/components/site/questionnaire-documents";
import { QuestionField } from "~/components/site/questionnaire-question";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass } from "~/components/ui/styles";
import { serverEnv } from "~/lib/env.server";
import { formFields, PRIVATE_PAGE } from "~/lib/form-body.server";
import { FORM_DATA, PROGRESSIVE_FORMS } from "~/lib/hydration";
import { postTooLarge, receiveDocuments } from "~/lib/intake-documents.server";
import { QUESTIONNAIRE_PAGE as T } from "~/lib/questionnaire-text";
import { seo, siteMetaFrom } from "~/lib/seo";
import type { Route } from "./+types/intake-questionnaire";

export const handle = PROGRESSIVE_FORMS;

/** One client's answers behind a secret link: never kept by a browser or any cache. */
export const headers = () => PRIVATE_PAGE;

/** A link that opens nothing: 410 for one that worked once (expired, withdrawn), else 404. */
const refused = (why: ClientLinkRefusal | "submitted") =>
  data({ state: why }, { status: why === "unknown" ? 404 : why === "submitted" ? 200 : 410, headers: PRIVATE_PAGE });

export async function loader({ params, request }: Route.LoaderArgs) {
  const app = serverEnv();
  const opened = await questionnaireByToken(app.db, params.token);
  if (opened.kind !== "found") return refused(opened.kind);
  const { questionnaire, template, clientName } = opened.found;
  if (questionnaire.status === "submitted") {
    const justNow = new URL(request.url).searchParams.has("submitted");
    return data({ state: justNow ? ("thanks" as const) : ("submitted" as const) }, { headers: PRIVATE_PAGE });
  }
  await markQuestionnaireOpened(app.db, questionnaire.id);
  const query = new URL(request.url).searchParams;
  return data(
    {
      state: "open" as const,
      notice: query.has("uploaded")
        ? T.uploaded
        : query.has("removed")
          ? T.removed
          : query.has("saved")
            ? T.saved
            : null,
      clientName,
      title: template.title,
      intro: template.intro,
      questions: template.questions,
      answers: questionnaire.answers,
      documents: await documentsOf(app.db, questionnaire.id),
    },
    { headers: PRIVATE_PAGE },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  const here = `/intake/${encodeURIComponent(params.token)}`;
  if (postTooLarge(request))
    return data({ problem: "postTooLarge" as const, fieldErrors: {} }, { status: 413, headers: PRIVATE_PAGE });
  const form = await formFields(request);
  if (!form) return data({ problem: "notAForm" as const, fieldErrors: {}, answers: {} }, { status: 415 });
  const app = serverEnv();
  const client = { ...visitorOf(request), address: clientAddress(request) };
  // Files first: a refused file leaves the answers of the same post unsaved too.
  const documents = await receiveDocuments(app, params.token, form, client);
  switch (documents.kind) {
    case "removed":
      return redirect(`${here}?removed`, { status: 303, headers: PRIVATE_PAGE });
    case "refused":
      return data(
        {
          problem: "filesRefused" as const,
          fieldErrors: {},
          fileErrors: documents.messages,
          answers: documents.answers,
        },
        { status: 400, headers: PRIVATE_PAGE },
      );
    case "throttled":
      return data(
        { problem: "throttled" as const, fieldErrors: {}, answers: documents.answers },
        { status: 429, headers: { ...PRIVATE_PAGE, "Retry-After": String(documents.retryAfterSeconds) } },
      );
    case "none":
    case "stored":
      break;
    default:
      return redirect(here, { status: 303, headers: PRIVATE_PAGE });
  }
  const submitting = form.get("intent") === "submit";
  const outcome = await saveAnswers(
    app,
    params.token,
    { form: (name) => form.getAll(name).map(String), submitting },
    client,
  );
  switch (outcome.kind) {
    case "saved":
      return redirect(`${here}?saved${documents.kind === "stored" ? "&uploaded" : ""}`, {
        status: 303,
        headers: PRIVATE_PAGE,
      });
    case "submitted":
    case "locked":
      return redirect(`${here}${outcome.kind === "submitted" ? "?submitted" : ""}`, {
        status: 303,
        headers: PRIVATE_PAGE,
      });
    case "invalid":
      return data({ problem: "fixErrors" as const, ...outcome }, { status: 400, headers: PRIVATE_PAGE });
    case "throttled":
      return data(
        { problem: "throttled" as const, fieldErrors: {}, answers: outcome.answers },
        { status: 429, headers: { ...PRIVATE_PAGE, "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    default:
      return redirect(here, { status: 303, headers: PRIVATE_PAGE });
  }
}

/** The form's two buttons: Submit first (the one Enter presses), then save for later. */
const INTENTS = [
  { value: "submit", label: T.submit, busy: T.submitting, look: "gold" },
  { value: "save", label: T.saveLater, busy: T.saving, look: "outline" },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  // One person's link, never a URL of the site's: no canonical, never indexed.
  return seo(siteMetaFrom(matches), { title: T.pageTitle, description: T.privacy, path: null, noindex: true });
}

export default function IntakeQuestionnaire({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.state !== "open") {
    const panel =
      d.state === "thanks" ? T.submitted : d.state === "submitted" ? T.alreadySubmitted : T.refused[d.state];
    return (
      <>
        <PageHeader title={T.pageTitle} />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <StatusPanel
            tone={d.state === "thanks" || d.state === "submitted" ? "success" : "error"}
            title={panel.title}
            description={panel.body}
          />
        </div>
      </>
    );
  }
  const answers: Answers = (actionData && "answers" in actionData ? actionData.answers : null) ?? d.answers;
  const fieldErrors: Record<string, string[]> = actionData?.fieldErrors ?? {};
  const problem = actionData?.problem ? (actionData.problem === "notAForm" ? null : T[actionData.problem]) : null;
  const fileErrors = actionData && "fileErrors" in actionData ? actionData.fileErrors : [];
  const uploadedFor = (questionId: string | null) => d.documents.filter((doc) => doc.questionId === questionId);
  return (
    <>
      <PageHeader title={d.title} intro={d.intro} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <p className="text-lg text-slate-800">{T.greeting(d.clientName)}</p>
        {d.notice && !actionData && <StatusPanel tone="success" title={d.notice.title} description={d.notice.body} />}
        {problem && <StatusPanel tone="error" title={problem.title} description={problem.body} />}
        {fileErrors.length > 0 && (
          <ul className="grid list-disc gap-1 pl-6 text-sm text-red-800" data-testid="file-errors">
            {fileErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {actionData?.problem === "notAForm" && <StatusPanel tone="error" title={T.notAForm} description="" />}
        <p className="text-sm text-slate-600">{T.requiredNote}</p>
        <form method="post" encType="multipart/form-data" className="grid gap-8" noValidate>
          {d.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              answer={answers[question.id]}
              errors={fieldErrors[question.id]}
              documents={uploadedFor(question.id)}
            />
          ))}
          <DocumentUploads
            inputId="other-documents"
            name={documentField(OTHER_DOCUMENTS)}
            label={T.otherDocuments}
            help={T.otherHelp}
            documents={uploadedFor(null)}
          />
          <div className="grid gap-3 border-t border-slate-200 pt-6">
            <p className="text-sm text-slate-600">{T.submitNote}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              {INTENTS.map((intent) => (
                <button
                  key={intent.value}
                  type="submit"
                  name="intent"
                  value={intent.value}
                  className={buttonClass(intent.look, "lg")}
                  {...{ [FORM_DATA.busyLabel]: intent.busy }}
                >
                  {intent.label}
                </button>
              ))}
            </div>
            <p className="text-sm text-slate-500">{T.privacy}</p>
          </div>
        </form>
        {/* The remove buttons post here (form="…"): the answers' form keeps Submit as its default button. */}
        <form id={REMOVE_FORM} method="post" hidden />
      </div>
    </>
  );
}
