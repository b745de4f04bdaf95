import { demoSettings } from "./settings";

/** What each demo practice area's engagement letter says of its own work and fees. */
interface AreaTerms {
  /** What the firm typically does in such a matter. */
  covers: string;
  /** What it does not do unless agreed in writing. */
  excludes: string;
  /** How the area is usually billed, beside the fee terms staff write per client. */
  billing: string;
}

const HOURLY =
  "We bill for our time in tenths of an hour at the rates set out above and send an itemised invoice each month, payable within 30 days.";

export const LETTER_AREA_TERMS: Record<string, AreaTerms> = {
  "corporate-law": {
    covers:
      "advice on the structure, governance and transactions of your business, and drafting and negotiating the agreements they need",
    excludes: "tax returns, securities filings in other jurisdictions, or any litigation",
    billing: HOURLY,
  },
  litigation: {
    covers:
      "investigating the dispute, pleadings, discovery, motions, settlement negotiations and, if needed, trial in the court of first instance",
    excludes: "appeals, enforcement of a judgment, or related disputes with other parties",
    billing: `${HOURLY} Court fees, experts and deposition costs are billed at cost.`,
  },
  "real-estate-law": {
    covers: "reviewing and negotiating the contract or lease, title and survey review, and handling the closing",
    excludes: "property tax appeals, zoning applications, or disputes after closing",
    billing: "A flat fee covers the transaction as described; recording fees and title costs are paid at closing.",
  },
  "employment-law": {
    covers:
      "advice on the employment matter described above, correspondence with the other side, and negotiating a resolution",
    excludes: "agency charges or lawsuits unless we agree in writing to take them on",
    billing: HOURLY,
  },
  "family-law": {
    covers:
      "advice and representation in the family matter described above, including negotiation, mediation and court hearings on custody, support and property",
    excludes: "appeals, the sale of real property, or later changes to an order",
    billing: `${HOURLY} A retainer is held in trust and applied to the final invoice.`,
  },
  "personal-injury": {
    covers:
      "investigating the accident, gathering medical records, presenting your claim to the insurers and, if needed, filing suit",
    excludes: "appeals, workers' compensation claims, or disputes with your own health insurer",
    billing:
      "Our fee is contingent: we are paid only from money recovered for you, as a percentage of that recovery. Costs we advance are repaid from the recovery; if there is none, you owe no fee.",
  },
  "estate-planning": {
    covers:
      "reviewing your family and assets, and preparing your will, trust, powers of attorney and health-care directives",
    excludes: "funding the trust with assets, probate or trust administration, or tax filings",
    billing: "A flat fee covers the documents described; later changes are billed separately.",
  },
  "business-law": {
    covers:
      "forming or restructuring your business, its contracts, and ongoing advice on its day-to-day legal questions",
    excludes: "litigation, tax returns, or regulatory licensing",
    billing: HOURLY,
  },
  "criminal-defense": {
    covers:
      "representation from the investigation or arraignment through plea negotiations, motions and trial in the court where the charges are filed",
    excludes: "appeals, expungement, immigration consequences, or related civil claims",
    billing:
      "A flat fee for each stage of the case is due before that stage begins; investigators and experts are billed at cost.",
  },
};

/** One area's letter: the firm's terms around the merge fields staff fill for each client. */
export const letterTemplateHtml = (terms: AreaTerms) =>
  [
    "<p>{{date}}</p>",
    "<p>Dear {{client_name}},</p>",
    `<p>Thank you for choosing ${demoSettings.firmName}. This letter sets out the terms on which we will represent you in your {{practice_area}} matter. Please read it carefully.</p>`,
    "<h2>Scope of our work</h2>",
    "<p>{{scope}}</p>",
    `<p>This typically includes ${terms.covers}. Unless we agree otherwise in writing, it does not include ${terms.excludes}.</p>`,
    "<h2>Who will work on your matter</h2>",
    "<p>{{responsible_attorney}} will be responsible for your matter and may be assisted by other attorneys and paralegals of the firm where that serves you well.</p>",
    "<h2>Fees and costs</h2>",
    "<p>{{fee_terms}}</p>",
    `<p>${terms.billing}</p>`,
    "<h2>What we ask of you</h2>",
    "<ul><li>Tell us the full truth about your matter, and keep us informed of any change.</li><li>Answer our requests for documents and decisions promptly.</li><li>Pay our invoices when they are due.</li></ul>",
    "<h2>Ending our engagement</h2>",
    "<p>You may end our engagement at any time by telling us in writing. We may withdraw as the rules of professional conduct allow, with reasonable notice. Our representation ends when the work described above is complete.</p>",
    "<p>By signing below you confirm that you have read this letter and agree to its terms.</p>",
    `<p>Sincerely,<br>{{responsible_attorney}}<br>${demoSettings.firmName}</p>`,
  ].join("\n");
