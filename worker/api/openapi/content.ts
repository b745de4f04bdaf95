import { blogPosts, practiceAreas } from "@db/schema";
import { POST_STATES } from "@domain/constants";
import { blogPostSchema } from "@domain/schemas/blog";
import { practiceAreaSchema } from "@domain/schemas/practice-area";
import { z } from "zod";
import { resourcePaths } from "./resource";
import { storedRichText } from "./rich-text";
import { jsonSchema, operations, pageOf, pageParams, pathParam } from "./shared";
import { isoTime, storedObject } from "./stored";

/** The content resources: blog posts and practice areas (SPEC §7). */

const blogPost = storedObject(blogPostSchema.omit({ publishAt: true }), blogPosts, {
  scheduledFor: isoTime.nullable().describe("When a scheduled post goes public (whole minute); null once published."),
  publishDate: isoTime.nullable().describe("Set when the post is first published, kept afterwards."),
  views: z.int().min(0).describe("Public reads of /api/blog/slug/{slug}."),
  state: z
    .enum(POST_STATES)
    .describe("Draft, scheduled (public from scheduledFor) or published: the state the back office shows."),
});
const practiceArea = storedObject(practiceAreaSchema, practiceAreas, {
  overviewHtml: storedRichText("longDescription"),
});

const blogCategory = {
  "/api/blog/category/{category}": {
    get: operations("Blog")("List one category (its label, URL-encoded, or its slug)", {
      parameters: [
        pathParam("category", { type: "string", examples: ["Real Estate", "real-estate"] }),
        ...pageParams(),
      ],
      responses: pageOf("BlogPost"),
      errors: { 400: "Bad paging parameters.", 404: "Unknown category." },
    }),
  },
};

export function contentApi() {
  return {
    paths: {
      ...resourcePaths({
        base: "/api/blog",
        tag: "Blog",
        item: "BlogPost",
        visible: "published posts",
        search: "title, content, any tag; with a token also author",
        slugs: true,
      }),
      ...blogCategory,
      ...resourcePaths({
        base: "/api/practice-areas",
        tag: "Practice areas",
        item: "PracticeArea",
        visible: "published areas",
        search: "title, description",
        slugs: true,
      }),
    },
    schemas: {
      BlogPostInput: jsonSchema(blogPostSchema, "input"),
      BlogPost: jsonSchema(blogPost, "output"),
      PracticeAreaInput: jsonSchema(practiceAreaSchema, "input"),
      PracticeArea: jsonSchema(practiceArea, "output"),
    },
  };
}
