/** Back-office words of the dashboard's enquiries by source (issue 26). */
export const SOURCES_TEXT = {
  panel: "Where Enquiries Come From",
  description: "Enquiries, and how many of them booked a consultation, by where the visit began.",
  window: "Period",
  days: (d: number) => `Last ${d} days`,
  bySource: "By source",
  byLandingPage: "By landing page",
  byPracticeArea: "By practice area",
  label: "Name",
  enquiries: "Enquiries",
  bookings: "Booked",
  loadFailed: "Failed to load where enquiries come from",
} as const;

/** The URL's query parameter of the period. */
export const SOURCES_PARAM = "days";
