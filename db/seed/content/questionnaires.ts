import type { Question, QuestionType } from "../../../domain/questionnaire";

/** The demo firm's intake questionnaire per practice area (by slug): what a coordinator asks first. */

const ask = (
  id: string,
  type: QuestionType,
  label: string,
  more: { help?: string; required?: boolean; choices?: string[] } = {},
): Question => ({
  id,
  type,
  label,
  help: more.help ?? "",
  required: more.required ?? false,
  choices: more.choices ?? [],
});

export const QUESTIONNAIRE_INTRO =
  "These questions help your attorney prepare before your first meeting. Answer what you can: you can save and come back with the same link.";

const reachable = ask("best-time", "one-choice", "When is the best time to reach you?", {
  choices: ["Mornings", "Afternoons", "Evenings", "Any time"],
});
const deadlines = ask("deadlines", "long-text", "Are there any deadlines, hearings or dates we should know about?", {
  help: "Court dates, letters giving you a date to respond, contract deadlines.",
});

export const DEMO_QUESTIONNAIRES: { slug: string; title: string; questions: Question[] }[] = [
  {
    slug: "family-law",
    title: "Family law questionnaire",
    questions: [
      ask("matter", "one-choice", "What is your matter about?", {
        required: true,
        choices: [
          "Divorce or separation",
          "Custody or parenting time",
          "Child or spousal support",
          "Prenuptial agreement",
          "Other",
        ],
      }),
      ask("date-of-marriage", "date", "Date of marriage", { help: "Leave empty if you are not married." }),
      ask("date-of-separation", "date", "Date of separation, if separated"),
      ask("has-children", "yes-no", "Do you have children under 18?", { required: true }),
      ask("children", "long-text", "Children's first names and ages", { help: "One child per line." }),
      ask("spouse-name", "short-text", "Your spouse's or partner's full name", {
        help: "We use it to check for conflicts of interest.",
        required: true,
      }),
      ask("existing-orders", "yes-no", "Are there any existing court orders?"),
      ask("orders-file", "file-request", "A copy of any existing court order"),
      deadlines,
      reachable,
    ],
  },
  {
    slug: "personal-injury",
    title: "Personal injury questionnaire",
    questions: [
      ask("accident-date", "date", "Date of the accident", { required: true }),
      ask("accident-type", "one-choice", "What kind of accident was it?", {
        required: true,
        choices: ["Vehicle collision", "Slip, trip or fall", "At work", "Medical treatment", "Other"],
      }),
      ask("what-happened", "long-text", "What happened?", {
        required: true,
        help: "In your own words: where, how, who was involved.",
      }),
      ask("injuries", "long-text", "What injuries did you suffer?", { required: true }),
      ask("treatment", "several-choices", "What treatment have you had?", {
        choices: ["Emergency room", "Hospital stay", "Doctor visits", "Physical therapy", "None yet"],
      }),
      ask("your-insurer", "short-text", "Your insurance company and policy number"),
      ask("other-insurer", "short-text", "The other party's insurance company, if known"),
      ask("police-report", "yes-no", "Was a police or incident report made?"),
      ask("days-off-work", "number", "Days of work missed so far"),
      ask("photos", "file-request", "Photos of the scene or your injuries"),
      reachable,
    ],
  },
  {
    slug: "employment-law",
    title: "Employment questionnaire",
    questions: [
      ask("employer", "short-text", "Employer's name", { required: true }),
      ask("still-employed", "yes-no", "Do you still work there?", { required: true }),
      ask("end-date", "date", "Last day of work, if it ended"),
      ask("issue", "several-choices", "What is the issue?", {
        required: true,
        choices: [
          "Dismissal",
          "Discrimination or harassment",
          "Unpaid wages or overtime",
          "Severance",
          "Contract or non-compete",
          "Other",
        ],
      }),
      ask("annual-pay", "number", "Annual pay in dollars"),
      ask("summary", "long-text", "Tell us what happened", { required: true }),
      ask("contract", "file-request", "Your employment contract or offer letter"),
      deadlines,
    ],
  },
  {
    slug: "estate-planning",
    title: "Estate planning questionnaire",
    questions: [
      ask("marital-status", "one-choice", "Marital status", {
        required: true,
        choices: ["Single", "Married", "Domestic partnership", "Divorced", "Widowed"],
      }),
      ask("children", "number", "Number of children", { required: true }),
      ask("existing-will", "yes-no", "Do you have a will or trust already?", { required: true }),
      ask("documents", "several-choices", "Which documents are you interested in?", {
        choices: ["Will", "Revocable trust", "Power of attorney", "Health care directive", "Not sure yet"],
      }),
      ask("assets", "long-text", "Main assets (home, business, accounts) in broad terms"),
      ask("current-will", "file-request", "Your current will or trust, if any"),
      reachable,
    ],
  },
  {
    slug: "criminal-defense",
    title: "Criminal defense questionnaire",
    questions: [
      ask("charges", "long-text", "What are you charged with or being investigated for?", { required: true }),
      ask("arrested", "yes-no", "Were you arrested?", { required: true }),
      ask("arrest-date", "date", "Date of arrest or incident"),
      ask("next-court-date", "date", "Next court date, if any", {
        help: "Please call us at once if it is within a week.",
      }),
      ask("in-custody", "yes-no", "Is anyone still in custody?"),
      ask("paperwork", "file-request", "Charging documents or bail paperwork"),
    ],
  },
  {
    slug: "real-estate-law",
    title: "Real estate questionnaire",
    questions: [
      ask("matter", "one-choice", "What is your matter about?", {
        required: true,
        choices: ["Buying", "Selling", "Lease", "Dispute", "Development or zoning"],
      }),
      ask("address", "short-text", "Property address", { required: true }),
      ask("property-type", "one-choice", "Property type", {
        choices: ["Residential", "Commercial", "Land", "Mixed use"],
      }),
      ask("closing-date", "date", "Closing or key date, if any"),
      ask("price", "number", "Price or amount involved, in dollars"),
      ask("contract", "file-request", "The purchase agreement or lease"),
      deadlines,
    ],
  },
  ...["corporate-law", "business-law"].map((slug) => ({
    slug,
    title: "Business questionnaire",
    questions: [
      ask("company", "short-text", "Company name", { required: true }),
      ask("entity-type", "one-choice", "Type of entity", {
        choices: ["Corporation", "LLC", "Partnership", "Sole proprietor", "Not formed yet"],
      }),
      ask("state", "short-text", "State of formation"),
      ask("employees", "number", "Number of employees"),
      ask("help-with", "several-choices", "What do you need help with?", {
        required: true,
        choices: [
          "Formation",
          "Contracts",
          "Financing or investment",
          "Buying or selling a business",
          "Dispute",
          "Other",
        ],
      }),
      ask("other-parties", "short-text", "Other companies or people involved", {
        help: "We use it to check for conflicts of interest.",
      }),
      deadlines,
    ],
  })),
  {
    slug: "litigation",
    title: "Litigation questionnaire",
    questions: [
      ask("role", "one-choice", "Are you suing or being sued?", {
        required: true,
        choices: ["I want to bring a claim", "A claim was brought against me", "Not yet, a dispute is brewing"],
      }),
      ask("other-side", "short-text", "Who is the other side?", {
        required: true,
        help: "We use it to check for conflicts of interest.",
      }),
      ask("amount", "number", "Amount in dispute, in dollars"),
      ask("filed", "yes-no", "Has a lawsuit been filed?"),
      ask("served-date", "date", "If you were served, the date you received the papers"),
      ask("summary", "long-text", "Describe the dispute", { required: true }),
      ask("papers", "file-request", "Court papers or demand letters"),
      deadlines,
    ],
  },
];
