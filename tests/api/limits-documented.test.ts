import { UPLOAD_RULE } from "@worker/api/routes/uploads";
import { CHANGE_PASSWORD_RULE } from "@worker/auth/change-password";
import { RESET_RULES } from "@worker/auth/password-reset";
import { SECOND_FACTOR_RULE } from "@worker/auth/second-factor";
import { SIGN_IN_RULES } from "@worker/auth/sign-in";
import { BOOKING_LIMITS } from "@worker/data/booking/limits";
import { DOCUMENT_RULES } from "@worker/data/client-documents";
import { CSP_REPORT_RULE } from "@worker/data/csp-reports";
import { SIGNING_RULES } from "@worker/data/letter-signing";
import { QUESTIONNAIRE_RULES } from "@worker/data/questionnaires";
import { SUBMISSION_RULES } from "@worker/data/submissions";
import type { ThrottleRule } from "@worker/data/throttle";
import { IPV6_BUCKETS } from "@worker/http/client-address";
import { describe, expect, it } from "vitest";
import security from "../../SECURITY.md?raw";

/** Every rule with what SECURITY.md calls it; "client" rules also count an IPv6 client's /56 and /48. */
const DOCUMENTED: [what: string, per: string, rule: ThrottleRule][] = [
  ["Contact form submissions", "client", SUBMISSION_RULES.contact],
  ["Testimonial submissions", "client", SUBMISSION_RULES.testimonial],
  ["Newsletter sign-ups", "client", SUBMISSION_RULES.newsletter],
  ["Bookings", "client", BOOKING_LIMITS.booking],
  ["Holds", "client", BOOKING_LIMITS.hold],
  ["Booking moves", "client", BOOKING_LIMITS.move],
  ["Questionnaire saves and submits", "client link", QUESTIONNAIRE_RULES.link],
  ["Questionnaire saves and submits", "client", QUESTIONNAIRE_RULES.client],
  ["Questionnaire document uploads", "client link", DOCUMENT_RULES.link],
  ["Questionnaire document uploads", "client", DOCUMENT_RULES.client],
  ["Engagement letter signing attempts", "client link", SIGNING_RULES.link],
  ["Engagement letter signing attempts", "client", SIGNING_RULES.client],
  ["Failed sign-ins (password or passkey)", "client", SIGN_IN_RULES.address],
  ["Failed sign-ins", "email and client", SIGN_IN_RULES.accountAddress],
  ["Failed sign-ins", "email", SIGN_IN_RULES.account],
  ["Password reset requests", "client", RESET_RULES.address],
  ["Reset links sent to the owner", "email", RESET_RULES.owner],
  ["Reset links sent on anyone else's request", "email and client", RESET_RULES.emailAddress],
  ["Reset links sent on anyone else's request", "email", RESET_RULES.email],
  ["Wrong current passwords", "account", CHANGE_PASSWORD_RULE],
  ["Wrong second-factor codes", "account", SECOND_FACTOR_RULE],
  ["Uploads", "account", UPLOAD_RULE],
  ["CSP violation reports", "raw client address", CSP_REPORT_RULE],
];

const rowOf = ([what, per, rule]: (typeof DOCUMENTED)[number]) => {
  const coarser = IPV6_BUCKETS.map(({ factor }) => (per === "client" ? String(rule.limit * factor) : "—"));
  return `| ${what} | ${per} | ${rule.limit} | ${coarser.join(" | ")} | ${rule.windowSeconds / 60} min |`;
};

describe("SECURITY.md's limits", () => {
  it("list every rule with the code's numbers", () => {
    const table = security.split("| what is counted |")[1]?.split("\n\n")[0] ?? "";
    const rows = table.split("\n").slice(2);
    expect(rows).toEqual(DOCUMENTED.map(rowOf));
  });
});
