import type { AreaCard, BlogListItem, TeamCard, TestimonialView } from "./views";

/**
 * SPEC §4's built-in sample content: shown only when the database cannot be read, never as a
 * loading state (public pages arrive complete from the server).
 */

export const SAMPLE_FIRM_NAME = "Whitmore & Associates";

export const SAMPLE_AREAS: AreaCard[] = [
  {
    slug: "personal-injury",
    title: "Personal Injury",
    icon: "🩹",
    description: "Dedicated advocacy for people injured by the negligence of others.",
    features: [],
  },
  {
    slug: "corporate-law",
    title: "Corporate Law",
    icon: "🏢",
    description: "Counsel for companies on formation, governance and transactions.",
    features: [],
  },
  {
    slug: "family-law",
    title: "Family Law",
    icon: "👪",
    description: "Guidance through divorce, custody and other family matters.",
    features: [],
  },
  {
    slug: "criminal-defense",
    title: "Criminal Defense",
    icon: "🛡️",
    description: "A vigorous defense of your rights at every stage of a case.",
    features: [],
  },
];

const sampleAttorney = (id: string, name: string, role: string, specialty: string): TeamCard => ({
  id,
  name,
  role,
  specialty,
  image: `/images/team/${id}.svg`,
  bio: "",
  specialties: [],
  email: null,
  phone: null,
});

export const SAMPLE_TEAM: TeamCard[] = [
  sampleAttorney("eleanor-whitmore", "Eleanor Whitmore", "Senior Partner", "Corporate Law"),
  sampleAttorney("daniel-okafor", "Daniel Okafor", "Partner", "Litigation"),
  sampleAttorney("catherine-reyes", "Catherine Reyes", "Partner", "Family Law"),
];

export const SAMPLE_TESTIMONIALS: TestimonialView[] = [
  {
    id: "sample-1",
    name: "Jennifer C.",
    role: "Personal Injury",
    rating: 5,
    content: "They handled my case with skill and genuine care, and kept me informed every step of the way.",
  },
  {
    id: "sample-2",
    name: "Robert A.",
    role: "Corporate Law",
    rating: 5,
    content: "Clear, practical advice that helped our company close an important acquisition on schedule.",
  },
  {
    id: "sample-3",
    name: "Maria S.",
    role: "Family Law",
    rating: 5,
    content: "Compassionate and professional during the hardest time of my life. I could not have asked for more.",
  },
];

const samplePost = (slug: string, title: string, excerpt: string, badge: string): BlogListItem => ({
  slug,
  title,
  excerpt,
  author: SAMPLE_FIRM_NAME,
  date: "",
  publishedAt: "",
  readTime: 5,
  badge,
  image: "/images/blog/default.svg",
});

export const SAMPLE_POSTS: BlogListItem[] = [
  samplePost(
    "corporate-compliance-2024",
    "Corporate Compliance: What Every Business Owner Needs to Know",
    "A practical roadmap for a compliance program that protects your business without slowing it down.",
    "Corporate Compliance",
  ),
  samplePost(
    "employment-law-updates",
    "Employment Law Updates: Key Changes Employers Should Know",
    "Pay transparency, leave requirements and restrictive covenants continue to reshape the workplace.",
    "Employment Law",
  ),
  samplePost(
    "preparing-for-your-first-deposition",
    "Preparing for Your First Deposition",
    "What to expect when you are questioned under oath, and how to prepare with your attorney.",
    "Litigation",
  ),
];
