import { teamMembers, testimonials } from "@db/schema";
import { teamListFilterSchema, teamMemberSchema, teamMoveSchema } from "@domain/schemas/team";
import { testimonialSchema, testimonialStatusSchema, testimonialSubmissionSchema } from "@domain/schemas/testimonial";
import { z } from "zod";
import { fullOrStatus, resourcePaths, submission } from "./resource";
import { storedRichText } from "./rich-text";
import { json, jsonSchema, operations, pathParam, ref } from "./shared";
import { emailAddress, isoTime, storedObject } from "./stored";

/** The people the site shows: the team and client testimonials. */

const teamMember = storedObject(teamMemberSchema, teamMembers, {
  id: z.string().describe("A first-last slug of the name, e.g. sarah-johnson; kept on rename."),
  fullBioHtml: storedRichText("fullBio"),
});
const testimonial = storedObject(testimonialSchema, testimonials, {
  email: emailAddress.nullable().optional().describe("Only with a valid admin token: visitors never see it."),
  dateSubmitted: isoTime,
});

const TEAM_ORDER = {
  type: "object",
  required: ["success", "order"],
  properties: { success: { const: true }, order: { type: "array", items: { type: "string" } } },
};

export function peopleApi() {
  return {
    paths: {
      ...resourcePaths({
        base: "/api/team",
        tag: "Team",
        item: "TeamMember",
        visible: "active members",
        search: "name, role, department",
        id: { type: "string", examples: ["sarah-johnson"] },
        filters: teamListFilterSchema,
      }),
      "/api/team/{id}/move": {
        post: operations("Team")("Move one place up or down the /team order", {
          admin: true,
          parameters: [pathParam("id", { type: "string", examples: ["sarah-johnson"] })],
          body: ref("TeamMove"),
          responses: { 200: { description: "Everyone's ids in the new order.", content: json(TEAM_ORDER) } },
          errors: { 404: "Unknown." },
        }),
      },
      ...resourcePaths({
        base: "/api/testimonials",
        tag: "Testimonials",
        item: "Testimonial",
        visible: "approved ones, without emails",
        search: "name, service, content",
        replaceBody: fullOrStatus("Testimonial"),
        replaceSummary: "Replace (full body), or approve/reject with the status alone",
      }),
      "/api/testimonials/submit": { post: submission("Testimonials", "TestimonialSubmission") },
    },
    schemas: {
      TeamMemberInput: jsonSchema(teamMemberSchema, "input"),
      TeamMember: jsonSchema(teamMember, "output"),
      TeamMove: jsonSchema(teamMoveSchema, "input"),
      TestimonialInput: jsonSchema(testimonialSchema, "input"),
      TestimonialStatus: jsonSchema(testimonialStatusSchema, "input"),
      TestimonialSubmission: jsonSchema(testimonialSubmissionSchema, "input"),
      Testimonial: jsonSchema(testimonial, "output"),
    },
  };
}
