import { z } from "zod";
import { DEFAULT_PRACTICE_AREA_ICON, PRACTICE_AREA_STATUSES } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { faqSchema, scenarioSchema } from "../shapes";
import { choiceOr, optionalSlug, textList, textOr } from "./content-fields";
import { flag, optionalImage, requiredText, wholeNumber } from "./fields";
import { optionalRichText } from "./rich-text-field";
import { seoFieldsShape } from "./seo-fields";

/**
 * Limits of a practice area: title 120, slug 120, icon 16 (an emoji or short text), description
 * 500, long description 10,000, hero image 500 characters; at most 8 features of 120 characters,
 * 30 services of 300, 12 success stories and 20 FAQs (their fields' limits in domain/shapes);
 * casesHandled 0–1,000,000; the overview as HTML 20,000 (rich-text-field.ts); sortOrder 0–9,999 (as the team's).
 */
export const PRACTICE_AREA_LIMITS = {
  title: 120,
  icon: 16,
  description: 500,
  longDescription: 10_000,
  features: 8,
  feature: 120,
  services: 30,
  service: 300,
  scenarios: 12,
  faqs: 20,
  casesHandled: 1_000_000,
  sortOrderMax: 9999,
} as const;

const L = PRACTICE_AREA_LIMITS;

const listOf = <T extends z.ZodType>(label: string, item: T, max: number) =>
  z.array(item).max(max, FIELD_MESSAGES.tooMany(label, max)).default([]);

/** A practice area as staff write it: POST /api/practice-areas and the full body of PUT /api/practice-areas/{id}. */
export const practiceAreaSchema = z.object({
  title: requiredText("Title", L.title),
  slug: optionalSlug(),
  icon: textOr("Icon", L.icon, DEFAULT_PRACTICE_AREA_ICON),
  description: requiredText("Description", L.description),
  features: textList("Features", { items: L.features, length: L.feature }),
  heroImage: optionalImage("Hero image"),
  longDescription: textOr("Long description", L.longDescription, ""),
  overviewHtml: optionalRichText("Overview", "longDescription"),
  services: textList("Services", { items: L.services, length: L.service }),
  scenarios: listOf("Success stories", scenarioSchema, L.scenarios),
  faqs: listOf("FAQs", faqSchema, L.faqs),
  status: choiceOr("Status", PRACTICE_AREA_STATUSES, "draft"),
  featured: flag("Featured"),
  casesHandled: wholeNumber("Cases handled", 0, L.casesHandled, 0),
  sortOrder: wholeNumber("Sort order", 0, L.sortOrderMax, 0),
  ...seoFieldsShape,
});

export type PracticeAreaInput = z.output<typeof practiceAreaSchema>;
