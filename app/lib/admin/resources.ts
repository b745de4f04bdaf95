import { ADMIN_EXTRA_TOASTS, ADMIN_TOASTS, TOASTS } from "@domain/messages";
import { client } from "./api";
import { ifMatch } from "./edit-conflict";
import type { Resource } from "./use-crud";

/** The JSON body a typed call takes. */
type JsonOf<Call> = Call extends (input: infer Input, ...rest: never[]) => unknown
  ? Input extends { json: infer Body }
    ? Body
    : never
  : never;
/** The row type a typed list call answers with. */
type RowOf<Call> = Call extends (...args: never[]) => Promise<{ json(): Promise<(infer Row)[]> }> ? Row : never;

const blog = client.blog;
const team = client.team;
const testimonials = client.testimonials;
const practiceAreas = client["practice-areas"];
const param = (id: string | number) => ({ id: String(id) });

/**
 * The four CRUD screens' calls and toasts (SPEC §7, §8), each call typed by the server's route:
 * a wrong path, id or body does not compile.
 */
export const RESOURCES = {
  blog: {
    list: (query) => blog.$get({ query }),
    create: (json) => blog.$post({ json }),
    update: (id, json, version) => blog[":id"].$put({ param: param(id), json }, ifMatch(version)),
    remove: (id) => blog[":id"].$delete({ param: param(id) }),
    toasts: ADMIN_TOASTS.blog,
  } satisfies Resource<RowOf<typeof blog.$get>, JsonOf<typeof blog.$post>>,
  team: {
    list: (query) => team.$get({ query }),
    create: (json) => team.$post({ json }),
    update: (id, json, version) => team[":id"].$put({ param: param(id), json }, ifMatch(version)),
    remove: (id) => team[":id"].$delete({ param: param(id) }),
    toasts: ADMIN_TOASTS.team,
  } satisfies Resource<RowOf<typeof team.$get>, JsonOf<typeof team.$post>>,
  testimonials: {
    list: (query) => testimonials.$get({ query }),
    create: (json) => testimonials.$post({ json }),
    update: (id, json, version) => testimonials[":id"].$put({ param: param(id), json }, ifMatch(version)),
    remove: (id) => testimonials[":id"].$delete({ param: param(id) }),
    toasts: ADMIN_TOASTS.testimonials,
  } satisfies Resource<RowOf<typeof testimonials.$get>, JsonOf<typeof testimonials.$post>>,
  practiceAreas: {
    list: (query) => practiceAreas.$get({ query }),
    create: (json) => practiceAreas.$post({ json }),
    update: (id, json, version) => practiceAreas[":id"].$put({ param: param(id), json }, ifMatch(version)),
    remove: (id) => practiceAreas[":id"].$delete({ param: param(id) }),
    toasts: { ...ADMIN_EXTRA_TOASTS.practiceAreas, created: TOASTS.practiceAreaAdded },
  } satisfies Resource<RowOf<typeof practiceAreas.$get>, JsonOf<typeof practiceAreas.$post>>,
};

/** The testimonials' own moderation call (approve, reject), beside the generic update. */
export const putTestimonial = (id: number, json: JsonOf<(typeof testimonials)[":id"]["$put"]>, version?: string) =>
  testimonials[":id"].$put({ param: param(id), json }, ifMatch(version));

/** An attorney one place up or down the /team order. */
export const moveTeamMember = (id: string, direction: "up" | "down") =>
  team[":id"].move.$post({ param: param(id), json: { direction } });

const contacts = client.contacts;

/** The enquiries screen's calls: the list, a status change and a delete. */
export const CONTACTS = {
  read: (id: number) => contacts[":id"].$get({ param: param(id) }),
  update: (id: number, json: JsonOf<(typeof contacts)[":id"]["$put"]>) =>
    contacts[":id"].$put({ param: param(id), json }),
  remove: (id: number) => contacts[":id"].$delete({ param: param(id) }),
};

const enquiry = contacts[":id"];

/** One enquiry's intake workflow (its details): what it holds besides the enquiry, and its writes. */
export const INTAKE = {
  read: (id: number) => enquiry.intake.$get({ param: param(id) }),
  opened: (id: number) => enquiry.opened.$post({ param: param(id) }),
  assign: (id: number, assignedTo: string | null) => enquiry.assignee.$put({ param: param(id), json: { assignedTo } }),
  addNote: (id: number, body: string) => enquiry.notes.$post({ param: param(id), json: { body } }),
  resend: (id: number, kind: "staff_alert" | "acknowledgement") =>
    enquiry.resend.$post({ param: param(id), json: { kind } }),
  sendQuestionnaire: (id: number) => enquiry.questionnaire.$post({ param: param(id) }),
};

/** A client document's fresh download link (a few minutes, for this account only). */
export const DOCUMENTS = {
  link: (id: number) => client.documents[":id"].link.$get({ param: param(id) }),
};

const letters = client["engagement-letters"];

/** An enquiry's engagement letters (issue 41): list, prepare, save a draft, send, withdraw; the PDF is a plain link. */
export const LETTERS = {
  list: (contactId: number) => letters.$get({ query: { contact: contactId } }),
  prepare: (contactId: number) => letters.$post({ json: { contactId } }),
  save: (id: number, json: JsonOf<(typeof letters)[":id"]["$put"]>) => letters[":id"].$put({ param: param(id), json }),
  send: (id: number) => letters[":id"].send.$post({ param: param(id) }),
  withdraw: (id: number) => letters[":id"].withdraw.$post({ param: param(id) }),
  pdfHref: (id: number) => `/api/engagement-letters/${id}/pdf`,
};

const questionnaireTemplates = client["questionnaire-templates"];
const letterTemplates = client["letter-templates"];

/** Each practice area's intake templates (issue 41): its questionnaire (a save adds a version) and its letter. */
export const TEMPLATES = {
  questionnaires: () => questionnaireTemplates.$get(),
  saveQuestionnaire: (areaId: number, json: JsonOf<(typeof questionnaireTemplates)[":id"]["$put"]>) =>
    questionnaireTemplates[":id"].$put({ param: param(areaId), json }),
  letter: (areaId: number) => letterTemplates[":id"].$get({ param: param(areaId) }),
  saveLetter: (areaId: number, body: string) => letterTemplates[":id"].$put({ param: param(areaId), json: { body } }),
};
