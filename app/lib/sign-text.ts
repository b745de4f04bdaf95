import { CLIENT_LINK_MESSAGES } from "@domain/client-links";

/** Texts only the client's signing page (/sign/:token) shows (issue 41); the consent is domain/esign.ts. */
export const SIGN_PAGE = {
  pageTitle: "Your engagement letter",
  intro: "Please read the letter below. If you agree, give your consent and sign at the end.",
  greeting: (name: string) => `Hello ${name}`,
  letterHeading: "The letter",
  consentHeading: "Consent to sign electronically",
  consentLabel: "I have read the letter and the statements above, and I agree to sign electronically.",
  nameLabel: "Your full name (typed as your signature)",
  nameHint: "Type your full legal name. It is recorded with the date, time and your device's details.",
  sign: "Sign the letter",
  signing: "Signing...",
  paper: "Prefer paper? Contact our office and we will post you a copy to sign, at no charge.",
  privacy: "This page is private to you. Please do not forward the link.",
  download: "Download your signed copy (PDF)",
  downloadNote: "This download works as long as your link does; the PDF was also emailed to you.",
  signed: {
    title: "Thank you: your letter is signed",
    body: "We have your signature and have emailed you the signed letter as a PDF. We will be in touch about next steps.",
  },
  alreadySigned: {
    title: "This letter is already signed",
    body: "Nothing more is needed from you. If something is wrong, please contact our office.",
  },
  fixErrors: {
    title: "Please check the form",
    body: "The letter was not signed. Fix the points marked below and press Sign again.",
  },
  changed: {
    title: "The letter has changed",
    body: "The letter was not signed because it is not the one this page showed. Please reload the page and read it again.",
  },
  throttled: {
    title: "Too many attempts in a short time",
    body: "The letter was not signed. Please wait a few minutes, then try again.",
  },
  notAForm: "Please use the Sign button on the letter's page.",
  refused: CLIENT_LINK_MESSAGES,
} as const;
