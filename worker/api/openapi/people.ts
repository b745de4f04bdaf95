import { teamMembers, testimonials } from "@db/schema";
import { teamListFilterSchema, teamMemberSchema } from "@domain/schemas/team";
import { testimonialSchema, testimonialStatusSchema, testimonialSubmissionSchema } from "@domain/schemas/testimonial";
import { z } from "zod";
import { fullOrStatus, resourcePaths, submission } from "./resource";
import { jsonSchema } from "./shared";
import { isoTime, storedObject } from "./stored";

/** The people the site shows: the team and client testimonials. */

const teamMember = storedObject(teamMemberSchema, teamMembers, {
  id: z.string().describe("A first-last slug of the name, e.g. sarah-johnson; kept on rename."),
});
const testimonial = storedObject(testimonialSchema, testimonials, {
  email: z.string().nullable().optional().describe("Only with a valid admin token: visitors never see it."),
  dateSubmitted: isoTime,
});

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
      TestimonialInput: jsonSchema(testimonialSchema, "input"),
      TestimonialStatus: jsonSchema(testimonialStatusSchema, "input"),
      TestimonialSubmission: jsonSchema(testimonialSubmissionSchema, "input"),
      Testimonial: jsonSchema(testimonial, "output"),
    },
  };
}
