import type { testimonials } from "../../schema";
import { daysAgo } from "./dates";

/** Demo testimonials (DESIGN §7): 9 approved (4 featured), 3 pending, 2 rejected. */
export const demoTestimonials: (typeof testimonials.$inferInsert)[] = [
  {
    name: "Jennifer Castellano",
    email: "jennifer.castellano@example.com",
    service: "Personal Injury",
    rating: 5,
    content:
      "After my accident I was overwhelmed by medical bills and calls from the insurance company. The team at Whitmore & Associates took over everything and kept me informed at every step. They secured a settlement far beyond what the insurer first offered, and I never felt like just another case number.",
    status: "approved",
    featured: true,
    dateSubmitted: daysAgo(212),
  },
  {
    name: "Robert Ashford",
    email: "r.ashford@example.org",
    service: "Corporate Law",
    rating: 5,
    content:
      "Eleanor Whitmore guided us through the sale of our family's manufacturing business with remarkable skill and patience. She anticipated issues before they came up and made sure our long-time employees were taken care of. I cannot imagine having gone through the process with anyone else.",
    status: "approved",
    featured: true,
    dateSubmitted: daysAgo(186),
  },
  {
    name: "Maria Santos",
    email: "maria.santos@example.com",
    service: "Family Law",
    rating: 5,
    content:
      "Catherine Reyes helped me through the most difficult year of my life with compassion and strength. She always put my children's well-being first, and the parenting plan we reached works for our whole family. I am deeply grateful.",
    status: "approved",
    featured: true,
    dateSubmitted: daysAgo(154),
  },
  {
    name: "David Kim",
    email: null,
    service: "Criminal Defense",
    rating: 5,
    content:
      "When I was charged, I thought my career was over. Thomas Hartley explained every option honestly, found serious problems with the evidence and got the charges dismissed. His calm confidence made an impossible situation manageable.",
    status: "approved",
    featured: true,
    dateSubmitted: daysAgo(131),
  },
  {
    name: "Angela Brooks",
    email: "angela.brooks@example.com",
    service: "Real Estate Law",
    rating: 5,
    content:
      "Rebecca Lindqvist handled the purchase of our first commercial building and caught two title issues our previous advisors had missed. She kept the closing on schedule and explained every document in plain English.",
    status: "approved",
    featured: false,
    dateSubmitted: daysAgo(118),
  },
  {
    name: "Michael Turner",
    email: "mturner@example.org",
    service: "Employment Law",
    rating: 4,
    content:
      "Marcus Delgado reviewed our employee handbook and wage practices and found several problems we had no idea existed. The process took a little longer than expected, but the result gave us real peace of mind.",
    status: "approved",
    featured: false,
    dateSubmitted: daysAgo(97),
  },
  {
    name: "Patricia Nguyen",
    email: "patricia.nguyen@example.com",
    service: null,
    rating: 5,
    content:
      "The firm helped us resolve a trademark conflict with a much larger competitor without going to court. We kept our brand name and were able to expand into new markets the following year.",
    status: "approved",
    featured: false,
    dateSubmitted: daysAgo(76),
  },
  {
    name: "James O'Connell",
    email: null,
    service: null,
    rating: 5,
    content:
      "From the first consultation I felt heard and respected. The attorneys were responsive, well prepared and genuinely invested in getting the right result for my family. I recommend them without hesitation.",
    status: "approved",
    featured: false,
    dateSubmitted: daysAgo(58),
  },
  {
    name: "Linda Hoffman",
    email: "linda.hoffman@example.org",
    service: null,
    rating: 4,
    content:
      "Catherine and her colleagues prepared wills and a trust for my husband and me, and they made a subject we had avoided for years surprisingly easy. Everything was explained clearly, and the fees were exactly as quoted.",
    status: "approved",
    featured: false,
    dateSubmitted: daysAgo(41),
  },
  {
    name: "Steven Morales",
    email: "steven.morales@example.com",
    service: "Personal Injury",
    rating: 5,
    content:
      "I was injured on a construction site and did not know where to turn. The firm investigated quickly, handled the insurers and made sure my medical care was covered. They treated me like family throughout.",
    status: "pending",
    featured: false,
    dateSubmitted: daysAgo(6),
  },
  {
    name: "Rachel Goldberg",
    email: "rachel.goldberg@example.org",
    service: "Employment Law",
    rating: 4,
    content:
      "The team negotiated a much better severance package than I could have on my own. They were honest about what was realistic and moved quickly when the deadline was tight.",
    status: "pending",
    featured: false,
    dateSubmitted: daysAgo(3),
  },
  {
    name: "Thomas Whitaker",
    email: "t.whitaker@example.com",
    service: null,
    rating: 5,
    content:
      "Professional, responsive and thorough. Every question I had was answered the same day, and the outcome was better than I had hoped for.",
    status: "pending",
    featured: false,
    dateSubmitted: daysAgo(1),
  },
  {
    name: "Kevin Marsh",
    email: "kevin.marsh@example.com",
    service: "Real Estate Law",
    rating: 3,
    content:
      "The closing went through, but scheduling was difficult because of delays on the lender's side. The attorney was helpful once we were able to connect.",
    status: "rejected",
    featured: false,
    dateSubmitted: daysAgo(64),
  },
  {
    name: "Sandra Lee",
    email: "sandra.lee@example.org",
    service: null,
    rating: 4,
    content:
      "Great firm. Please call me about a question on my neighbor's fence when you have a moment; my number is on file.",
    status: "rejected",
    featured: false,
    dateSubmitted: daysAgo(29),
  },
];
