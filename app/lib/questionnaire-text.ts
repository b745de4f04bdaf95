import { DOCUMENT_LIMITS as D, DOCUMENT_MESSAGES } from "@domain/client-documents";
import { CLIENT_LINK_MESSAGES } from "@domain/client-links";

/** Texts only the client's questionnaire page shows (issue 41); answer messages are in domain/questionnaire.ts. */
export const QUESTIONNAIRE_PAGE = {
  pageTitle: "Your questionnaire",
  greeting: (name: string) => `Hello ${name}`,
  required: "Required",
  requiredNote: "Questions marked * must be answered before you submit.",
  saveLater: "Save and finish later",
  saving: "Saving...",
  submit: "Submit answers",
  submitting: "Sending...",
  submitNote: "Once submitted, your answers are sent to our office and can no longer be changed here.",
  saved: {
    title: "Your answers are saved",
    body: "You can close this page and come back any time with the same link from our email.",
  },
  submitted: {
    title: "Thank you: your answers were sent",
    body: "Our office has your answers and will be in touch. You can close this page.",
  },
  alreadySubmitted: {
    title: "These answers were already submitted",
    body: "Our office has your answers. If something needs changing, please contact us.",
  },
  fixErrors: {
    title: "Some answers need your attention",
    body: "Your latest changes were not saved. Please check the questions marked below and try again.",
  },
  throttled: {
    title: "Too many saves in a short time",
    body: "Please wait a few minutes, then save again. Your answers on this page are still here.",
  },
  notAForm: "Please use the buttons on the questionnaire page to save your answers.",
  fileHelp: `PDF, JPEG, PNG, HEIC or Word (DOCX), up to ${D.fileLabel} each and ${D.perQuestionnaire} files in all. Files you choose are uploaded when you save or submit.`,
  otherDocuments: "Other documents",
  otherHelp: "Anything else you would like our office to see.",
  uploadedHeading: "Uploaded",
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  uploaded: {
    title: "Your files were uploaded",
    body: "Your answers are saved too. You can come back any time with the same link from our email.",
  },
  removed: { title: "The file was removed", body: "It is no longer with your questionnaire." },
  filesRefused: {
    title: "Some files could not be uploaded",
    body: "Nothing from this attempt was saved. Please see why below, then choose your files again.",
  },
  postTooLarge: { title: "These files are too large to send at once", body: DOCUMENT_MESSAGES.postTooLarge },
  yes: "Yes",
  no: "No",
  choose: "Choose one",
  privacy: "This page is private to you. Please do not forward the link.",
  refused: CLIENT_LINK_MESSAGES,
} as const;
