import { CONSENT_EVENT_LABELS, SUBSCRIBER_STATE_LABELS } from "@domain/messages";

/** Back-office texts of the Subscribers screen (the state names are shared with the CSV: domain/messages.ts). */
export const ADMIN_SUBSCRIBERS = {
  title: "Subscribers",
  description: "Newsletter sign-ups: who confirmed, who is still to confirm, who left",
  search: "Search by email",
  filterByStatus: "Filter by status",
  allStatuses: "All Statuses",
  stateLabels: SUBSCRIBER_STATE_LABELS,
  eventLabels: CONSENT_EVENT_LABELS,
  exportCsv: "Export CSV",
  exported: "Subscribers have been exported to CSV",
  exportFailed: "Could not export the subscribers.",
  empty: "No subscribers match.",
  loadFailed: "Failed to load the subscribers",
  columns: {
    email: "Email",
    status: "Status",
    history: "Consent history",
    actions: "Actions",
  },
  historyOf: (email: string) => `Consent history of ${email}`,
  remove: (email: string) => `Remove ${email}`,
  removeTitle: "Remove subscriber",
  removeConfirm: "Remove",
  removing: "Removing...",
  removeSentence: (email: string) =>
    `Remove ${email}? The address and its sign-up record are erased and its emailed links stop working. This cannot be undone.`,
  removed: "The subscriber has been removed.",
  removeFailed: "Could not remove the subscriber.",
} as const;
