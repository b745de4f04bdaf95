import { BOOKING } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { callUsInstead, HUMAN_CHECK_FAILED } from "@domain/messages";
import { slotChoiceSchema } from "@domain/schemas/booking";
import { formatInZone } from "@domain/time-format";
import { TURNSTILE_FIELD } from "@domain/turnstile";
import { bookingAreas } from "@worker/data/booking/areas";
import { holdSlot } from "@worker/data/booking/holds";
import { bookingChoices } from "@worker/data/booking/public-slots";
import { readFirmSettings } from "@worker/data/settings";
import { visitorOf } from "@worker/data/submissions";
import { verifyHuman } from "@worker/data/turnstile";
import { clientAddress } from "@worker/http/client-address";
import { data, redirect } from "react-router";
import { SlotChoices } from "~/components/site/booking/slot-choices";
import { SlotPicker, TimeButtons } from "~/components/site/booking/slot-picker";
import { PageHeader } from "~/components/site/page-header";
import { StatusPanel } from "~/components/ui/status-panel";
import { questionHref } from "~/lib/book-link";
import { holdCookie, previousHold } from "~/lib/booking-hold.server";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { daysAndSlots, shownZone, slotView, zoneChoices } from "~/lib/booking-view.server";
import { serverEnv } from "~/lib/env.server";
import { formFields } from "~/lib/form-body.server";
import { PROGRESSIVE_FORMS } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import type { Route } from "./+types/book";

export const handle = PROGRESSIVE_FORMS;

/** The visitor's choices so far, all in the query string: the page works without JavaScript. */
function queryOf(url: URL) {
  const type = Number(url.searchParams.get("type"));
  return {
    area: url.searchParams.get("area") || null,
    attorney: url.searchParams.get("attorney") || null,
    type: Number.isInteger(type) && type > 0 ? type : null,
    date: url.searchParams.get("date"),
    tz: url.searchParams.get("tz"),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { db } = serverEnv();
  const q = queryOf(new URL(request.url));
  const now = new Date().toISOString();
  const [areas, choices, firm] = await Promise.all([
    bookingAreas(db),
    bookingChoices(db, q, now),
    readFirmSettings(db),
  ]);
  const zone = shownZone(q.tz, firm.timeZone);
  const names = new Map(choices.attorneys.map((a) => [a.id, a.name]));
  const picked = daysAndSlots(choices.slots, zone, q.date);
  return {
    areas,
    area: areas.some((a) => a.slug === q.area) ? q.area : null,
    types: choices.types.map(({ id, name, minutes, priceNote }) => ({ id, name, minutes, priceNote })),
    typeId: choices.type?.id ?? null,
    attorneys: choices.attorneys,
    attorney: choices.attorney?.id ?? BOOKING.anyAttorney,
    zone,
    zoneAsked: Boolean(q.tz),
    zones: zoneChoices(firm.timeZone, zone),
    days: picked.days,
    day: picked.day,
    slots: picked.slots.map((s) => slotView(s, zone, firm.timeZone, names)),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await formFields(request);
  if (!form) return data({ message: B.notAForm, alternatives: [] }, { status: 415 });
  const [start, attorneyId] = String(form.get("slot") ?? "").split("|");
  const parsed = slotChoiceSchema.safeParse({ start, attorneyId, typeId: form.get("type") });
  if (!parsed.success) return data({ message: B.slot, alternatives: [] }, { status: 400 });
  const app = serverEnv();
  // The hold step keeps a slot from everyone else: the human check covers it as it covers the forms.
  const token = form.get(TURNSTILE_FIELD);
  if (!(await verifyHuman(app, typeof token === "string" ? token : null, clientAddress(request))))
    return data({ message: HUMAN_CHECK_FAILED, alternatives: [] }, { status: 403 });
  const now = new Date().toISOString();
  const area = String(form.get("area") ?? "");
  const choices = await bookingChoices(app.db, { area, type: parsed.data.typeId }, now);
  const choice = { ...parsed.data, pool: choices.pool, replaces: previousHold(request) };
  const outcome = await holdSlot(app, choice, visitorOf(request), now);
  const tz = String(form.get("tz") ?? "");
  if (outcome.kind === "held") {
    const next = new URLSearchParams({ token: outcome.hold, tz, area });
    return redirect(`/book/details?${next}`, {
      status: 303,
      headers: { "Set-Cookie": holdCookie(request, outcome.hold) },
    });
  }
  if (outcome.kind === "invalid") return data({ message: outcome.message, alternatives: [] }, { status: 400 });
  if (outcome.kind === "capped") return data({ message: outcome.message, alternatives: [] }, { status: 429 });
  if (outcome.kind === "throttled") {
    const { phone } = await readFirmSettings(app.db);
    return data({ message: callUsInstead(phone), alternatives: [] }, { status: 429 });
  }
  const firm = await readFirmSettings(app.db);
  const zone = shownZone(tz, firm.timeZone);
  const names = new Map(choices.attorneys.map((a) => [a.id, a.name]));
  return data(
    {
      message: outcome.reason === "taken" ? B.justTaken : B.noLongerFree,
      alternatives: outcome.alternatives.map((s) => ({
        ...slotView(s, zone, firm.timeZone, names),
        visitorTime: formatInZone(s.start, zone),
      })),
    },
    { status: 409 },
  );
}

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteMetaFrom(matches), { title: T.title, description: T.intro, path: location.pathname });
}

export default function Book({ loaderData: d, actionData }: Route.ComponentProps) {
  const query = (date: string) => {
    const params = new URLSearchParams({
      area: d.area ?? "",
      attorney: d.attorney,
      type: String(d.typeId ?? ""),
      tz: d.zone,
      date,
    });
    return `/book?${params}`;
  };
  const hidden = { type: String(d.typeId ?? ""), area: d.area ?? "", tz: d.zone };
  const question = questionHref({ area: d.area, attorney: d.attorney === BOOKING.anyAttorney ? null : d.attorney });
  return (
    <>
      <PageHeader title={T.title} intro={T.intro} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:px-8">
        <SlotChoices {...d} />
        <div className="-mt-6 grid gap-1">
          <p className="text-slate-700">
            {T.notReady}{" "}
            <a href={question} className="font-semibold text-navy-800 underline">
              {T.sendQuestionInstead}
            </a>
          </p>
          <p className="text-sm text-slate-600">{T.hoursNote}</p>
        </div>
        {actionData && (
          <div className="grid gap-4">
            <StatusPanel tone="error" title={actionData.message} description="" />
            {actionData.alternatives.length > 0 && (
              <TimeButtons
                id="alternatives-heading"
                heading={T.alternatives}
                slots={actionData.alternatives}
                hidden={hidden}
                intent="hold"
                busyLabel={T.confirming}
                humanCheck
                action={query(d.day ?? "")}
              />
            )}
          </div>
        )}
        <SlotPicker
          days={d.days}
          day={d.day}
          slots={d.slots}
          dayHref={query}
          hidden={hidden}
          intent="hold"
          busyLabel={T.confirming}
          humanCheck
        />
      </div>
    </>
  );
}
