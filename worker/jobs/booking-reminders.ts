import { sendDueReminders } from "@worker/data/booking/reminders";
import type { ScheduledJob } from "../scheduled";

/** Every minute: visitors hear about their consultation 24 hours before it. */
export const bookingReminders: ScheduledJob = {
  name: "booking-reminders",
  schedule: "everyMinute",
  publicContent: false,
  run: (app, now) => sendDueReminders(app, now),
};
