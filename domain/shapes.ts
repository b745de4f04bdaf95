import { z } from "zod";
import type { WEEKDAYS } from "./constants";

/** Zod shapes of the structured (JSON) columns; the table types and the API schemas both use them. */

export const stringList = z.array(z.string().trim().min(1).max(300)).max(50);

export const faqSchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(2000),
});

/** A practice area's success story ("scenario" in SPEC §3). */
export const scenarioSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2000),
});

export const educationSchema = z.object({
  degree: z.string().trim().min(1).max(200),
  school: z.string().trim().min(1).max(200),
  year: z.string().trim().max(10).optional(),
  honors: z.string().trim().max(200).optional(),
});

/** A notable matter on an attorney profile ("recentCases" in SPEC §3). */
export const matterSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
});

export type Faq = z.infer<typeof faqSchema>;
export type Scenario = z.infer<typeof scenarioSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Matter = z.infer<typeof matterSchema>;

/** The office hours column: the firm's own words for each weekday ("8:00 AM - 6:00 PM", "By appointment only"). */
export type OfficeHours = Record<(typeof WEEKDAYS)[number], string>;
