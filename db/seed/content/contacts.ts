import type { contacts } from "../../schema";
import { daysAgo } from "./dates";

type ContactRow = typeof contacts.$inferInsert;

/** A contact received `days` ago at `hour` UTC; the status was last changed `updatedDaysAgo` days ago. */
function received(days: number, hour: number, updatedDaysAgo = days): Pick<ContactRow, "createdAt" | "updatedAt"> {
  return { createdAt: daysAgo(days, hour), updatedAt: daysAgo(updatedDaysAgo, hour + 3) };
}

/** Demo enquiries (DESIGN §7): 16 over the last 80 days, every status. */
export const demoContacts: ContactRow[] = [
  {
    name: "Olivia Bennett",
    email: "olivia.bennett@example.com",
    phone: "(555) 214-8830",
    subject: "Injured in a rear-end collision",
    message:
      "I was rear-ended at a red light last week and have been seeing a physical therapist for neck and back pain. The other driver's insurer has already called asking for a recorded statement. I would like to know my options before I speak with them.",
    practiceArea: "Personal Injury",
    status: "unread",
    ...received(1, 14),
  },
  {
    name: "Henry Caldwell",
    email: "h.caldwell@example.org",
    phone: null,
    subject: "Buying out my business partner",
    message:
      "My partner and I own a landscaping company together and he wants to retire next year. We never signed a formal partnership agreement. Could we schedule a consultation to discuss how to structure a buyout?",
    practiceArea: "Corporate Law",
    status: "unread",
    ...received(2, 9),
  },
  {
    name: "Sofia Ramirez",
    email: "sofia.ramirez@example.com",
    phone: "(555) 387-1142",
    subject: "Custody modification question",
    message:
      "My ex-husband has been offered a job in another state and wants to take our daughter with him. We currently share custody under an order from 2022. What can I do to keep the current arrangement?",
    practiceArea: "Family Law",
    status: "unread",
    ...received(4, 16),
  },
  {
    name: "Marcus Feld",
    email: "marcus.feld@example.org",
    phone: "(555) 902-5567",
    subject: "Arrested over the weekend",
    message:
      "My son was arrested on Saturday night and has a court date next Thursday. We do not know what to expect and would like to speak with a defense attorney as soon as possible.",
    practiceArea: "Criminal Defense",
    status: "responded",
    ...received(6, 11, 5),
  },
  {
    name: "Grace Whitfield",
    email: "grace.whitfield@example.com",
    phone: "(555) 640-2218",
    subject: "Review of a retail lease",
    message:
      "We are opening a second bakery location and the landlord has sent a 40-page lease. I would like an attorney to review it and help us negotiate before we sign. Our target opening date is in three months.",
    practiceArea: "Real Estate Law",
    status: "unread",
    ...received(9, 13),
  },
  {
    name: "Anthony Russo",
    email: "anthony.russo@example.com",
    phone: null,
    subject: "Terminated after reporting safety issues",
    message:
      "I was let go two weeks after I reported safety violations at my warehouse to my manager. The stated reason was restructuring, but no one else was laid off. I would like to know whether I have a claim.",
    practiceArea: "Employment Law",
    status: "responded",
    ...received(13, 10, 12),
  },
  {
    name: "Diane Prescott",
    email: "diane.prescott@example.org",
    phone: "(555) 771-3409",
    subject: "Updating my will",
    message:
      "My husband passed away last year and my will still names him as executor. I would like to update my will and set up powers of attorney. Do you offer a flat fee for this?",
    practiceArea: null,
    status: "handled",
    ...received(17, 15, 10),
  },
  {
    name: "Kenji Watanabe",
    email: "kenji.watanabe@example.com",
    phone: "(555) 218-6654",
    subject: "Forming an LLC for a software start-up",
    message:
      "Two friends and I are launching a software company and plan to raise money from angel investors next year. We need help choosing an entity and drafting founder agreements. Please let us know your availability.",
    practiceArea: "Corporate Law",
    status: "responded",
    ...received(22, 12, 21),
  },
  {
    name: "Beatrice Holloway",
    email: "b.holloway@example.org",
    phone: "(555) 534-9001",
    subject: "Slip and fall at a grocery store",
    message:
      "I slipped on a wet floor at a grocery store and fractured my wrist. There was no warning sign, and an employee told me the spill had been reported an hour earlier. I have medical bills and have missed work.",
    practiceArea: "Personal Injury",
    status: "handled",
    ...received(27, 9, 19),
  },
  {
    name: "Carlos Mendoza",
    email: "carlos.mendoza@example.com",
    phone: null,
    subject: "Employee handbook review",
    message:
      "We run three restaurants with about 80 employees and our handbook has not been updated since 2019. We would like a full review, including our tip and overtime policies.",
    practiceArea: "Employment Law",
    status: "handled",
    ...received(33, 14, 26),
  },
  {
    name: "Natalie Shore",
    email: "natalie.shore@example.org",
    phone: "(555) 889-2276",
    subject: "Prenuptial agreement",
    message:
      "My fiancé and I are getting married in the spring. I own a share of my family's business and we would like to put a prenuptial agreement in place. Could you explain the process and typical timeline?",
    practiceArea: "Family Law",
    status: "responded",
    ...received(40, 16, 38),
  },
  {
    name: "William Grant",
    email: "william.grant@example.com",
    phone: "(555) 412-7730",
    subject: "Boundary dispute with neighbor",
    message:
      "My neighbor recently installed a fence that a new survey shows is about four feet onto my property. He refuses to move it. I would like to understand my options before this escalates further.",
    practiceArea: "Real Estate Law",
    status: "handled",
    ...received(47, 11, 40),
  },
  {
    name: "Priya Chandrasekar",
    email: "priya.c@example.org",
    phone: null,
    subject: "General question about your services",
    message:
      "I run a small nonprofit and we occasionally need help reviewing contracts and grant agreements. Do you offer reduced rates or a retainer arrangement for nonprofit organizations?",
    practiceArea: "Other",
    status: "handled",
    ...received(55, 13, 50),
  },
  {
    name: "Edward Lin",
    email: "edward.lin@example.com",
    phone: "(555) 655-0183",
    subject: "DWI charge and professional license",
    message:
      "I was charged with DWI last month. I am a licensed pharmacist and I am worried about how this will affect my license. I would appreciate a confidential consultation.",
    practiceArea: "Criminal Defense",
    status: "handled",
    ...received(63, 10, 60),
  },
  {
    name: "Hannah Moore",
    email: "hannah.moore@example.org",
    phone: "(555) 290-4418",
    subject: "Contractor did not finish work",
    message:
      "We paid a contractor a large deposit for a kitchen renovation and he stopped showing up halfway through. He no longer answers our calls. We would like to know how to recover our money.",
    practiceArea: null,
    status: "responded",
    ...received(71, 15, 69),
  },
  {
    name: "George Patterson",
    email: "george.patterson@example.com",
    phone: null,
    subject: "Selling my commercial property",
    message:
      "I am planning to sell a small office building I have owned for twenty years. Two of the tenants have leases that run for several more years. I would like advice on the sale process and the tenants' rights.",
    practiceArea: "Real Estate Law",
    status: "handled",
    ...received(79, 12, 72),
  },
];
