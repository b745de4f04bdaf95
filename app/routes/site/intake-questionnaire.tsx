import type { ClientLinkRefusal } from "@domain/client-links";
import type { Answers } from "@domain/questionnaire";
import { markQuestionnaireOpened, questionnaireByToken, saveAnswers } from "@worker/data/questionnaires";
import { visitorOf } from "@worker/data/submissions";
import { clientAddress } from "@worker/http/client-address";
import { data, redirect } from "react-router";
import { PageHeader } from "~/components/site/page-header";
import { QuestionField } from "~/components/site/questionnaire-question";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass } from "~/components/ui/styles";
import { serverEnv } from "~/lib/env.server";
import { formFields, PRIVATE_PAGE } from "~/lib/form-body.server";
import { FORM_DATA, PROGRESSIVE_FORMS } from "~/lib/hydration";
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
  return data(
    {
      state: "open" as const,
      saved: new URL(request.url).searchParams.has("saved"),
      clientName,
      title: template.title,
      intro: template.intro,
      questions: template.questions,
      answers: questionnaire.answers,
    },
    { headers: PRIVATE_PAGE },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  const form = await formFields(request);
  if (!form) return data({ problem: "notAForm" as const, fieldErrors: {}, answers: {} }, { status: 415 });
  const submitting = form.get("intent") === "submit";
  const outcome = await saveAnswers(
    serverEnv(),
    params.token,
    { form: (name) => form.getAll(name).map(String), submitting },
    { ...visitorOf(request), address: clientAddress(request) },
  );
  const here = `/intake/${encodeURIComponent(params.token)}`;
  switch (outcome.kind) {
    case "saved":
      return redirect(`${here}?saved`, { status: 303, headers: PRIVATE_PAGE });
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
  const answers: Answers = actionData?.answers ?? d.answers;
  const fieldErrors: Record<string, string[]> = actionData?.fieldErrors ?? {};
  const problem = actionData?.problem ? (actionData.problem === "notAForm" ? null : T[actionData.problem]) : null;
  return (
    <>
      <PageHeader title={d.title} intro={d.intro} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <p className="text-lg text-slate-800">{T.greeting(d.clientName)}</p>
        {d.saved && !actionData && <StatusPanel tone="success" title={T.saved.title} description={T.saved.body} />}
        {problem && <StatusPanel tone="error" title={problem.title} description={problem.body} />}
        {actionData?.problem === "notAForm" && <StatusPanel tone="error" title={T.notAForm} description="" />}
        <p className="text-sm text-slate-600">{T.requiredNote}</p>
        <form method="post" className="grid gap-8" noValidate>
          {d.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              answer={answers[question.id]}
              errors={fieldErrors[question.id]}
            />
          ))}
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
      </div>
    </>
  );
}
