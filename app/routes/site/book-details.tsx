import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { callUsInstead, HUMAN_CHECK_FAILED } from "@domain/messages";
import { holdConfirmSchema } from "@domain/schemas/booking";
import { fieldErrors } from "@domain/schemas/field-errors";
import { HONEYPOT_FIELD } from "@domain/schemas/fields";
import { formatInZone } from "@domain/time-format";
import { TURNSTILE_FIELD } from "@domain/turnstile";
import { bookingAreas } from "@worker/data/booking/areas";
import { confirmHold, findHold } from "@worker/data/booking/book";
import { readFirmSettings } from "@worker/data/settings";
import { visitorOf } from "@worker/data/submissions";
import { verifyHuman } from "@worker/data/turnstile";
import { clientAddress } from "@worker/http/client-address";
import { data, redirect } from "react-router";
import { BookingSummary } from "~/components/site/booking/booking-summary";
import { DetailsForm } from "~/components/site/booking/details-form";
import { PageHeader } from "~/components/site/page-header";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass } from "~/components/ui/styles";
import { formFieldsWithAttribution } from "~/lib/attribution.server";
import { bookingView } from "~/lib/booking-hold.server";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { shownZone } from "~/lib/booking-view.server";
import { serverEnv } from "~/lib/env.server";
import { formFields } from "~/lib/form-body.server";
import { PROGRESSIVE_FORMS } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import type { Route } from "./+types/book-details";

export const handle = PROGRESSIVE_FORMS;

export async function loader({ request }: Route.LoaderArgs) {
  const app = serverEnv();
  const url = new URL(request.url);
  const hold = url.searchParams.get("token") ?? "";
  const [booking, firm] = await Promise.all([hold ? findHold(app, hold) : null, readFirmSettings(app.db)]);
  if (!booking?.holdExpiresAt) return data({ gone: true as const }, { status: 404 });
  const zone = shownZone(url.searchParams.get("tz"), firm.timeZone);
  const area = url.searchParams.get("area");
  const areaTitle = area ? ((await bookingAreas(app.db)).find((a) => a.slug === area)?.title ?? null) : null;
  return {
    gone: false as const,
    hold,
    zone,
    practiceArea: areaTitle,
    booking: await bookingView(app, booking, zone, firm.timeZone),
    heldUntil: formatInZone(booking.holdExpiresAt, zone),
    consent: { text: firm.consentText, version: firm.consentVersion },
  };
}

const echo = (form: FormData) =>
  Object.fromEntries(
    [...form]
      .filter(([k, v]) => typeof v === "string" && k !== HONEYPOT_FIELD && k !== TURNSTILE_FIELD)
      .map(([k, v]) => [k, String(v).slice(0, 5000)]),
  );

export async function action({ request }: Route.ActionArgs) {
  const form = await formFields(request);
  if (!form) return data({ fieldErrors: {}, values: {}, message: B.notAForm }, { status: 415 });
  const parsed = holdConfirmSchema.safeParse(formFieldsWithAttribution(form, request));
  if (!parsed.success) return data({ fieldErrors: fieldErrors(parsed.error), values: echo(form), message: null });
  const app = serverEnv();
  const token = form.get(TURNSTILE_FIELD);
  if (!(await verifyHuman(app, typeof token === "string" ? token : null, clientAddress(request)))) {
    return data({ fieldErrors: {}, values: echo(form), message: HUMAN_CHECK_FAILED }, { status: 403 });
  }
  const { hold, ...details } = parsed.data;
  const outcome = await confirmHold(app, hold, details, visitorOf(request), new Date().toISOString());
  if (outcome.kind === "booked")
    return redirect(`/book/manage?token=${encodeURIComponent(outcome.manageToken)}&booked=1`, 303);
  if (outcome.kind === "discarded") return redirect("/book/manage?booked=1", 303);
  if (outcome.kind === "throttled") {
    const { phone } = await readFirmSettings(app.db);
    return data({ fieldErrors: {}, values: echo(form), message: callUsInstead(phone) }, { status: 429 });
  }
  const message =
    outcome.kind === "invalid" ? outcome.message : outcome.reason === "taken" ? B.holdExpired : B.noLongerFree;
  return data({ fieldErrors: {}, values: echo(form), message }, { status: 409 });
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteMetaFrom(matches), {
    title: T.detailsTitle,
    description: T.intro,
    // A hold's own page, never a URL of the site's: no canonical (issue 38).
    path: null,
    noindex: true,
  });
}

export default function BookDetails({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={T.detailsTitle} />
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 lg:px-8">
        {d.gone ? (
          <>
            <StatusPanel tone="error" title={B.unknownHold} description="" />
            <a href="/book" className={buttonClass("navy", "md", "w-fit")}>
              {T.chooseAgain}
            </a>
          </>
        ) : (
          <>
            <BookingSummary booking={d.booking} note={T.holdNote(d.heldUntil)} />
            {actionData?.message && (
              <div className="grid gap-3">
                <StatusPanel tone="error" title={actionData.message} description="" />
                <a href="/book" className={buttonClass("outline", "md", "w-fit")}>
                  {T.chooseAgain}
                </a>
              </div>
            )}
            <DetailsForm
              hold={d.hold}
              zone={d.zone}
              practiceArea={d.practiceArea}
              modes={d.booking.modes}
              consent={d.consent}
              errors={actionData?.fieldErrors ?? {}}
              values={actionData?.values ?? {}}
            />
          </>
        )}
      </div>
    </>
  );
}
