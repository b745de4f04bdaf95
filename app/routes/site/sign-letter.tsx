import type { ClientLinkRefusal } from "@domain/client-links";
import { SIGNER_NAME_MAX } from "@domain/engagement-letter";
import { ESIGN_CONSENT_VERSION, ESIGN_CONSENTS, letterHash } from "@domain/esign";
import { letterByToken, signLetter } from "@worker/data/letter-signing";
import { visitorOf } from "@worker/data/submissions";
import { clientAddress } from "@worker/http/client-address";
import { data, redirect } from "react-router";
import { PageHeader } from "~/components/site/page-header";
import { RichText } from "~/components/site/rich-text";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { InputField } from "~/components/ui/field";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass } from "~/components/ui/styles";
import { serverEnv } from "~/lib/env.server";
import { formFields, PRIVATE_PAGE } from "~/lib/form-body.server";
import { FORM_DATA, PROGRESSIVE_FORMS } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import { SIGN_PAGE as T } from "~/lib/sign-text";
import type { Route } from "./+types/sign-letter";

export const handle = PROGRESSIVE_FORMS;

/** One client's letter behind a secret link: never kept by a browser or any cache. */
export const headers = () => PRIVATE_PAGE;

const here = (token: string) => `/sign/${encodeURIComponent(token)}`;

/** A link that opens nothing: 410 for one that worked once (expired, withdrawn), else 404. */
const refused = (why: ClientLinkRefusal) =>
  data({ state: why }, { status: why === "unknown" ? 404 : 410, headers: PRIVATE_PAGE });

export async function loader({ params, request }: Route.LoaderArgs) {
  const opened = await letterByToken(serverEnv().db, params.token);
  if (opened.kind !== "found") return refused(opened.kind);
  const { letter, clientName } = opened;
  if (letter.state === "signed") {
    const justNow = new URL(request.url).searchParams.has("signed");
    const state = justNow ? ("thanks" as const) : ("signed" as const);
    return data({ state, copy: `${here(params.token)}/copy` }, { headers: PRIVATE_PAGE });
  }
  if (letter.state !== "sent") return refused("revoked");
  // The hash of exactly what is shown goes back with the form: the signature is over this text.
  const documentHash = await letterHash(letter.html);
  return data(
    {
      state: "open" as const,
      clientName,
      html: letter.html,
      documentHash,
      consent: ESIGN_CONSENTS[ESIGN_CONSENT_VERSION],
    },
    { headers: PRIVATE_PAGE },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  const form = await formFields(request);
  if (!form) return data({ problem: "notAForm" as const, fieldErrors: {}, typedName: "" }, { status: 415 });
  const typedName = String(form.get("typedName") ?? "");
  const outcome = await signLetter(
    serverEnv(),
    params.token,
    { consent: form.get("consent"), typedName, documentHash: String(form.get("document") ?? "") },
    { ...visitorOf(request), address: clientAddress(request), userAgent: request.headers.get("User-Agent") ?? "" },
  );
  const again = (problem: "fixErrors" | "changed" | "throttled", status: number, fieldErrors = {}, extra = {}) =>
    data({ problem, fieldErrors, typedName }, { status, headers: { ...PRIVATE_PAGE, ...extra } });
  switch (outcome.kind) {
    case "signed":
      return redirect(`${here(params.token)}?signed`, { status: 303, headers: PRIVATE_PAGE });
    case "invalid":
      return again("fixErrors", 400, outcome.fieldErrors);
    case "changed":
      return again("changed", 409);
    case "throttled":
      return again("throttled", 429, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    default:
      // Already signed, withdrawn, expired or unknown: the page itself says which.
      return redirect(here(params.token), { status: 303, headers: PRIVATE_PAGE });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  // One person's link, never a URL of the site's: no canonical, never indexed.
  return seo(siteMetaFrom(matches), { title: T.pageTitle, description: T.privacy, path: null, noindex: true });
}

export default function SignLetter({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.state !== "open") {
    const done = d.state === "thanks" || d.state === "signed";
    const panel = d.state === "thanks" ? T.signed : d.state === "signed" ? T.alreadySigned : T.refused[d.state];
    return (
      <>
        <PageHeader title={T.pageTitle} />
        <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
          <StatusPanel tone={done ? "success" : "error"} title={panel.title} description={panel.body} />
          {"copy" in d && (
            <div className="grid gap-2">
              <a href={d.copy} className={buttonClass("navy", "lg", "w-full sm:w-fit")} download>
                {T.download}
              </a>
              <p className="text-sm text-slate-600">{T.downloadNote}</p>
            </div>
          )}
        </div>
      </>
    );
  }
  const fieldErrors: Record<string, string[]> = actionData?.fieldErrors ?? {};
  const problem = actionData?.problem && actionData.problem !== "notAForm" ? T[actionData.problem] : null;
  return (
    <>
      <PageHeader title={T.pageTitle} intro={T.intro} />
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6">
        <p className="text-lg text-slate-800">{T.greeting(d.clientName)}</p>
        <section aria-labelledby="letter-heading" className="rounded-md border border-slate-300 bg-white p-5 sm:p-8">
          <h2 id="letter-heading" className="sr-only">
            {T.letterHeading}
          </h2>
          <RichText html={d.html} className="break-words" />
        </section>
        {problem && <StatusPanel tone="error" title={problem.title} description={problem.body} />}
        {actionData?.problem === "notAForm" && <StatusPanel tone="error" title={T.notAForm} description="" />}
        <form method="post" className="grid gap-6" noValidate>
          <input type="hidden" name="document" value={d.documentHash} />
          <section aria-labelledby="consent-heading" className="grid gap-3 rounded-md bg-slate-50 p-5">
            <h2 id="consent-heading" className="font-serif text-xl font-bold text-navy-800">
              {T.consentHeading}
            </h2>
            {d.consent.map((paragraph) => (
              <p key={paragraph} className="text-sm text-slate-800">
                {paragraph}
              </p>
            ))}
            <CheckboxField
              id="consent"
              name="consent"
              label={T.consentLabel}
              errors={fieldErrors.consent}
              required
              className="mt-2"
            />
          </section>
          <div className="grid gap-1">
            <InputField
              id="typedName"
              name="typedName"
              label={T.nameLabel}
              errors={fieldErrors.typedName}
              value={actionData?.typedName}
              required
              autoComplete="name"
              maxLength={SIGNER_NAME_MAX}
            />
            <p className="text-sm text-slate-600">{T.nameHint}</p>
          </div>
          <div className="grid gap-3 border-t border-slate-200 pt-6">
            <button
              type="submit"
              className={buttonClass("gold", "lg", "w-full sm:w-fit")}
              {...{ [FORM_DATA.busyLabel]: T.signing }}
            >
              {T.sign}
            </button>
            <p className="text-sm text-slate-600">{T.paper}</p>
            <p className="text-sm text-slate-500">{T.privacy}</p>
          </div>
        </form>
      </div>
    </>
  );
}
