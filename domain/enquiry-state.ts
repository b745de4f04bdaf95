import type { ContactRow, EnquiryState } from "./rows";

/** The one state an enquiry is in: retained once its engagement letter is signed, else its stored status. */
export const enquiryState = (row: Pick<ContactRow, "status" | "retainedAt">): EnquiryState =>
  row.retainedAt ? "retained" : row.status;
