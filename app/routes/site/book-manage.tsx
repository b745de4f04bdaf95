import { whenInZone } from "@domain/availability";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { callUsInstead } from "@domain/messages";
import { slotStart } from "@domain/schemas/booking";
import { bookingByManageToken } from "@worker/data/booking/lookups";
import { cancelBooking, moveByVisitor, movesLeft, unchangeable } from "@worker/data/booking/manage";
import { offeredSlots } from "@worker/data/booking/slots";
import { readFirmSettings } from "@worker/data/settings";
import { visitorOf } from "@worker/data/submissions";
import { data, Link, redirect } from "react-router";
import { BookingSummary } from "~/components/site/booking/booking-summary";
import { SlotPicker, TimeButtons } from "~/components/site/booking/slot-picker";
import { PageHeader } from "~/components/site/page-header";
import { StatusPanel } from "~/components/ui/status-panel";
import { buttonClass } from "~/components/ui/styles";
import { bookingView } from "~/lib/booking-hold.server";
import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { daysAndSlots, shownZone, slotView } from "~/lib/booking-view.server";
import { serverEnv } from "~/lib/env.server";
import { PROGRESSIVE_FORMS } from "~/lib/hydration";
import { seo, siteMetaFrom } from "~/lib/seo";
import type { Route } from "./+types/book-manage";

export const handle = PROGRESSIVE_FORMS;

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
  const picked = daysAndSlots(free, zone, url.searchParams.get("date"));
  return {
    state: "found" as const,
    doneMessage,
    why: why === "cancelled" ? B.alreadyCancelled : why === "past" ? B.pastMeeting : null,
    canMove,
    token,
    zone,
    booking: view,
    days: picked.days,
    day: picked.day,
    slots: picked.slots.map((s) => slotView(s, zone, firm.timeZone, names)),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const { app, token, booking, firm, zone } = await load(request);
  const fail = (message: string, status: number, alternatives: ReturnType<typeof slotView>[] = []) =>
    data({ message, alternatives }, { status });
  if (!booking) return fail(B.badLink, 404);
  const now = new Date().toISOString();
  const back = (done: string) => redirect(`/book/manage?${new URLSearchParams({ token, tz: zone, done })}`, 303);
  if (form.get("intent") === "cancel") {
    const why = unchangeable(booking, now);
    if (why) return fail(why === "past" ? B.pastMeeting : B.alreadyCancelled, 409);
    const cancelled = await cancelBooking(app, booking, now, app.publicOrigin);
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
    visitorTime: whenInZone(s.start, zone),
  }));
  return fail(outcome.reason === "taken" ? B.justTaken : B.noLongerFree, 409, alternatives);
}

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteMetaFrom(matches), {
    title: T.manageTitle,
    description: T.intro,
    path: location.pathname,
    noindex: true,
  });
}

export default function BookManage({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={d.state === "found" && d.doneMessage === B.confirmed ? T.bookedTitle : T.manageTitle} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:px-8">
        {d.doneMessage && (
          <StatusPanel tone="success" title={d.doneMessage} description={d.state === "found" ? T.calendarNote : ""} />
        )}
        {d.state === "bad" && <StatusPanel tone="error" title={B.badLink} description="" />}
        {d.state === "found" && (
          <>
            <BookingSummary booking={d.booking} />
            {actionData && <StatusPanel tone="error" title={actionData.message} description="" />}
            {d.why ? (
              <StatusPanel tone="error" title={d.why} description="" />
            ) : (
              <>
                <form method="post">
                  <input type="hidden" name="intent" value="cancel" />
                  <button type="submit" className={buttonClass("outline", "md")} data-busy-label={T.cancelling}>
                    {T.cancel}
                  </button>
                </form>
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
                  />
                )}
                {d.canMove && (
                  <SlotPicker
                    days={d.days}
                    day={d.day}
                    slots={d.slots}
                    dayHref={(date) => `/book/manage?${new URLSearchParams({ token: d.token, tz: d.zone, date })}`}
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
