import { BOOKING } from "./booking";

/** Texts of online booking that the API and the pages share (issue 26). */
export const BOOKING_MESSAGES = {
  justTaken: "Sorry, that time was just taken. Here are the nearest free times.",
  noLongerFree: "That time is no longer free. Please choose another.",
  holdExpired: "Your hold on that time ran out and the time was taken. Please choose another.",
  unknownHold: "This booking form is no longer valid. Please choose a time again.",
  badLink: "This link is not valid. Please use the link from your confirmation email, or call us.",
  pastMeeting: "This consultation has already taken place, so it can no longer be changed.",
  alreadyCancelled: "This consultation was already cancelled.",
  cancelled: "Your consultation is cancelled. We have emailed you a confirmation.",
  rescheduled: "Your consultation has been moved. We have emailed you the new time.",
  confirmed: "Your consultation is booked. We have emailed you the details and a calendar invitation.",
  unknownAttorney: "Choose an attorney from the list.",
  unknownType: "Choose a kind of consultation from the list.",
  slot: "Choose a time from the list.",
  mode: "Choose how you would like to meet.",
  notAForm: "This page accepts only its own form. Please use the form on the page.",
  holdsCapped:
    "You are already holding several times. Finish one booking, or wait a few minutes for the holds to lapse.",
  movesUsed: `This consultation has been moved ${BOOKING.maxVisitorMoves} times, the most we can take online. You can still cancel it, or contact us to find another time.`,
} as const;

/** The enquiry's subject for a booking: the current time, and "Cancelled" once it is (the list, dialog and CSV show it). */
export const BOOKING_SUBJECT = {
  live: (attorney: string, when: string) => `Consultation with ${attorney}, ${when}`,
  cancelled: (attorney: string, when: string) => `Cancelled: consultation with ${attorney}, ${when}`,
} as const;
