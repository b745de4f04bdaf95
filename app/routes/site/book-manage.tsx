import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { callUsInstead } from "@domain/messages";
import { manageCancelSchema, slotStart } from "@domain/schemas/booking";
import { fieldErrors } from "@domain/schemas/field-errors";
import { formatInZone } from "@domain/time-format";
import { dateInZone } from "@domain/time-zone";
import { bookingByManageToken } from "@worker/data/booking/lookups";
import { cancelBooking, moveByVisitor, movesLeft, unchangeable } from "@worker/data/booking/manage";
import { offeredSlots } from "@worker/data/booking/slots";
import { readFirmSettings } from "@worker/data/settings";
import { visitorOf } from "@worker/data/submissions";
import { data, Link, redirect } from "react-router";
import { BookingSummary } from "~/components/site/booking/booking-summary";
import { CANCEL_ANCHOR, CancelStep } from "~/components/site/booking/cancel-step";
import { SlotPicker, TimeButtons } from "~/components/site/booking/slot-picker";
import { PageHeader } from "~/components/site/page-header";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass } from "~/components/ui/styles";
import { bookingView } from "~/lib/booking-hold.server";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { daysAndSlots, shownZone, slotView } from "~/lib/booking-view.server";
import { serverEnv } from "~/lib/env.server";
import { formFields, PRIVATE_PAGE } from "~/lib/form-body.server";
import { PROGRESSIVE_FORMS } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import type { Route } from "./+types/book-manage";

export const handle = PROGRESSIVE_FORMS;

/** Every answer is one person's booking, reached by its secret link: never kept by a browser or cache. */
export const headers = () => PRIVATE_PAGE;

const DONE = { booked: B.confirmed, cancelled: B.cancelled, moved: B.rescheduled } as const;

async function load(request: Request) {
  const app = serverEnv();
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const [booking, firm] = await Promise.all([
    token ? bookingByManageToken(app.db, token) : null,
    readFirmSettings(app.db),
  ]);
  const zone = shownZone(url.searchParams.get("tz") ?? booking?.visitorTimeZone ?? null, firm.timeZone);
  return { app, url, token, booking, firm, zone };
}

/** The manage page itself, with other query parameters (a day, the cancel step). */
const manageHref = (params: Record<string, string>) => `/book/manage?${new URLSearchParams(params)}`;

export async function loader({ request }: Route.LoaderArgs) {
  const { app, url, token, booking, firm, zone } = await load(request);
  const done = url.searchParams.get("done") ?? (url.searchParams.has("booked") ? "booked" : null);
  const doneMessage = done && done in DONE ? DONE[done as keyof typeof DONE] : null;
  // A honeypot submission is answered like a booking, with nothing behind it.
  if (!token && doneMessage) return { state: "done" as const, doneMessage };
  if (!booking) return data({ state: "bad" as const, doneMessage: null }, { status: 404 });
  const now = new Date().toISOString();
  const why = unchangeable(booking, now);
  const view = await bookingView(app, booking, zone, firm.timeZone);
  const names = new Map([[booking.attorneyId, view.attorneyName]]);
  const canMove = movesLeft(booking) > 0;
  const free = why || !canMove ? [] : await offeredSlots(app.db, [booking.attorneyId], { minutes: view.minutes }, now);
  // Moving starts from the booked day: the one the picker highlights.
  const picked = daysAndSlots(free, zone, url.searchParams.get("date"), dateInZone(booking.startAt, zone));
  return {
    state: "found" as const,
    // Cancelled just now: that is the one thing to say ("already cancelled" is for a later visit).
    doneMessage,
    why:
      why === "cancelled" ? (done === "cancelled" ? null : B.alreadyCancelled) : why === "past" ? B.pastMeeting : null,
    cancelled: booking.status === "cancelled",
    confirmCancel: !why && url.searchParams.get("step") === "cancel",
    canMove,
    token,
    zone,
    booking: view,
    bookAgain: `/book?${new URLSearchParams({ attorney: booking.attorneyId })}`,
    days: picked.days,
    day: picked.day,
    slots: picked.slots.map((s) => slotView(s, zone, firm.timeZone, names)),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await formFields(request);
  const fail = (
    message: string | null,
    status: number,
    alternatives: ReturnType<typeof slotView>[] = [],
    reason?: string[],
  ) => data({ message, alternatives, reason }, { status });
  if (!form) return fail(B.notAForm, 415);
  const { app, token, booking, firm, zone } = await load(request);
  if (!booking) return fail(B.badLink, 404);
  const now = new Date().toISOString();
  const back = (done: string) =>
    redirect(manageHref({ token, tz: zone, done }), { status: 303, headers: PRIVATE_PAGE });
  if (form.get("intent") === "cancel") {
    const why = unchangeable(booking, now);
    if (why) return fail(why === "past" ? B.pastMeeting : B.alreadyCancelled, 409);
    const parsed = manageCancelSchema.safeParse({ reason: form.get("reason") });
    if (!parsed.success) return fail(null, 400, [], fieldErrors(parsed.error).reason);
    const cancelled = await cancelBooking(app, booking, now, app.publicOrigin, parsed.data.reason ?? null);
    return cancelled ? back("cancelled") : fail(B.alreadyCancelled, 409);
  }
  const start = slotStart.safeParse(String(form.get("slot") ?? "").split("|")[0]);
  if (!start.success) return fail(B.slot, 400);
  const outcome = await moveByVisitor(app, booking, start.data, now, {
    siteUrl: app.publicOrigin,
    manageToken: token,
    visitor: visitorOf(request),
  });
  if (outcome.kind === "moved") return back("moved");
  if (outcome.kind === "capped") return fail(B.movesUsed, 409);
  if (outcome.kind === "throttled") return fail(callUsInstead(firm.phone), 429);
  if (outcome.kind === "unchangeable") return fail(outcome.why === "past" ? B.pastMeeting : B.alreadyCancelled, 409);
  const names = new Map([[booking.attorneyId, ""]]);
  const alternatives = outcome.alternatives.map((s) => ({
    ...slotView(s, zone, firm.timeZone, names),
    visitorTime: formatInZone(s.start, zone),
  }));
  return fail(outcome.reason === "taken" ? B.justTaken : B.noLongerFree, 409, alternatives);
}

export function meta({ matches }: Route.MetaArgs) {
  // One person's link, never a URL of the site's: no canonical (issue 38).
  return seo(siteMetaFrom(matches), { title: T.manageTitle, description: T.intro, path: null, noindex: true });
}

export default function BookManage({ loaderData: d, actionData }: Route.ComponentProps) {
  const booked = d.state === "found" && d.doneMessage === B.confirmed;
  return (
    <>
      <PageHeader title={booked ? T.bookedTitle : T.manageTitle} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:px-8">
        {d.doneMessage && (
          <StatusPanel
            tone="success"
            title={d.doneMessage}
            description={d.state === "found" && !d.cancelled ? T.calendarNote : ""}
          />
        )}
        {d.state === "bad" && <StatusPanel tone="error" title={B.badLink} description="" />}
        {d.state === "found" && (
          <>
            <BookingSummary booking={d.booking} />
            {actionData?.message && <StatusPanel tone="error" title={actionData.message} description="" />}
            {d.why && <StatusPanel tone="error" title={d.why} description="" />}
            {d.cancelled && (
              <a href={d.bookAgain} className={buttonClass("gold", "lg", "w-fit")}>
                {T.bookAnother}
              </a>
            )}
            {!d.why && !d.cancelled && (
              <>
                {d.confirmCancel || actionData?.reason ? (
                  <CancelStep
                    action={manageHref({ token: d.token, tz: d.zone, step: "cancel" })}
                    keepHref={manageHref({ token: d.token, tz: d.zone })}
                    errors={actionData?.reason}
                  />
                ) : (
                  <a
                    href={`${manageHref({ token: d.token, tz: d.zone, step: "cancel" })}#${CANCEL_ANCHOR}`}
                    className={buttonClass("outline", "md", "w-fit")}
                  >
                    {T.cancel}
                  </a>
                )}
                <h2 className="font-serif text-3xl font-bold text-navy-800">{T.reschedule}</h2>
                {!d.canMove && (
                  <div className="grid gap-2 rounded-md bg-amber-50 p-4 text-slate-800" data-testid="moves-used">
                    <p>{B.movesUsed}</p>
                    <p>
                      <Link to="/contact" className="font-semibold text-navy-800 underline">
                        {T.contactInstead}
                      </Link>
                    </p>
                  </div>
                )}
                {actionData && actionData.alternatives.length > 0 && (
                  <TimeButtons
                    id="alternatives-heading"
                    heading={T.alternatives}
                    slots={actionData.alternatives}
                    hidden={{}}
                    intent="reschedule"
                    busyLabel={T.confirming}
                    action={manageHref({ token: d.token, tz: d.zone })}
                  />
                )}
                {d.canMove && (
                  <SlotPicker
                    days={d.days}
                    day={d.day}
                    slots={d.slots}
                    dayHref={(date) => manageHref({ token: d.token, tz: d.zone, date })}
                    hidden={{}}
                    intent="reschedule"
                    busyLabel={T.confirming}
                  />
                )}
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
