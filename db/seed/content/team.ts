import type { teamMembers } from "../../schema";

/** Demo attorneys (DESIGN §7): six full profiles, ids as first-last slugs, three featured. */
export const demoTeamMembers: (typeof teamMembers.$inferInsert)[] = [
  {
    id: "eleanor-whitmore",
    name: "Eleanor Whitmore",
    role: "Senior Partner",
    department: "Corporate Law",
    email: "eleanor.whitmore@whitmorelaw.com",
    phone: "(555) 123-4501",
    bio: "Eleanor Whitmore founded the firm in 1995 and leads its corporate practice. She advises business owners, boards and investors on transactions, governance and long-term strategy.",
    fullBio:
      "Eleanor Whitmore founded Whitmore & Associates in 1995 with a simple conviction: clients deserve counsel who understand their businesses as well as the law. Nearly three decades later, she continues to lead the firm's corporate practice and serves as a trusted advisor to founders, family-owned enterprises and privately held companies throughout the Northeast.\n\nEleanor's practice focuses on mergers and acquisitions, corporate governance and succession planning. She has guided clients through hundreds of transactions, from first-round investments to the sale of businesses built over generations, and she is known for keeping complex deals on track while never losing sight of the people involved.\n\nBefore founding the firm, Eleanor practiced in the corporate department of a large Manhattan law firm, where she represented public and private companies in acquisitions and securities offerings. She frequently lectures on board responsibilities and closely held business planning for bar associations and business groups.\n\nOutside the office, Eleanor serves on the board of a community foundation that supports small business development, and she mentors women entering the legal profession.",
    image: "/images/team/eleanor-whitmore.svg",
    office: "Suite 400, 15th Floor",
    specialties: [
      "Mergers and Acquisitions",
      "Corporate Governance",
      "Business Succession Planning",
      "Private Capital Transactions",
      "Shareholder Agreements",
    ],
    education: [
      {
        degree: "J.D.",
        school: "Columbia Law School",
        year: "1989",
        honors: "Harlan Fiske Stone Scholar",
      },
      {
        degree: "B.A., Economics",
        school: "Cornell University",
        year: "1986",
        honors: "magna cum laude",
      },
    ],
    barAdmissions: ["New York", "New Jersey", "U.S. District Court for the Southern District of New York"],
    awards: [
      "Corporate Attorney of the Year, Metropolitan Business Law Review (2023)",
      "Top 50 Women in Business Law, Empire State Legal Journal (2019–2024)",
      "AV Preeminent peer rating for legal ability and ethics",
      "Lifetime Achievement in Mentorship, Women's Bar Network of New York (2021)",
    ],
    recentCases: [
      {
        title: "Sale of a Third-Generation Manufacturer",
        description:
          "Led the sale of a family-owned precision manufacturing company to a strategic buyer, negotiating retention packages for key employees and a structured earn-out for the sellers.",
      },
      {
        title: "Board Governance Review for a Health Services Company",
        description:
          "Conducted a comprehensive governance review and rewrote committee charters for a growing health services provider preparing for outside investment.",
      },
      {
        title: "Cross-Border Joint Venture",
        description:
          "Structured a joint venture between a New York distributor and a Canadian producer, including licensing, profit-sharing and exit provisions.",
      },
    ],
    publications: [
      '"The Closely Held Company Board: Duties, Pitfalls and Best Practices," Empire State Business Law Quarterly (2023)',
      '"Planning the Exit: Succession Strategies for Family Businesses," New York Bar Practice Series (2021)',
      '"Earn-Outs Without Regret," Metropolitan Business Law Review (2019)',
    ],
    status: "active",
    featured: true,
    sortOrder: 1,
    joinDate: "1995-03-01",
  },
  {
    id: "daniel-okafor",
    name: "Daniel Okafor",
    role: "Partner",
    department: "Litigation",
    email: "daniel.okafor@whitmorelaw.com",
    phone: "(555) 123-4502",
    bio: "Daniel Okafor chairs the firm's litigation group and has tried more than forty cases to verdict. He represents businesses and individuals in complex commercial disputes in state and federal courts.",
    fullBio:
      "Daniel Okafor is a trial lawyer who believes that the best settlements come from being ready for trial. As chair of the firm's litigation group, he represents companies, executives and individuals in contract disputes, partnership and shareholder conflicts, business torts and insurance coverage matters.\n\nDaniel has tried more than forty cases to verdict before juries and judges and has argued appeals in both state and federal appellate courts. Clients value his candid case assessments and his ability to explain complex legal issues in clear, practical terms. He is equally comfortable in the courtroom and at the mediation table, and he tailors his strategy to each client's business goals.\n\nDaniel joined Whitmore & Associates in 2002 after serving as a law clerk to a federal district judge, an experience that gave him an insider's understanding of how courts evaluate motions and evidence. He became a partner in 2009.\n\nDaniel is a frequent speaker on trial advocacy and electronic discovery, and he volunteers with a legal aid program that provides free representation to tenants facing eviction.",
    image: "/images/team/daniel-okafor.svg",
    office: "Suite 400, 15th Floor",
    specialties: [
      "Commercial Litigation",
      "Trial Advocacy",
      "Partnership and Shareholder Disputes",
      "Appellate Practice",
      "Insurance Coverage Disputes",
      "Mediation and Arbitration",
    ],
    education: [
      {
        degree: "J.D.",
        school: "New York University School of Law",
        year: "1999",
        honors: "Order of the Coif",
      },
      {
        degree: "B.A., Political Science",
        school: "Howard University",
        year: "1996",
        honors: "summa cum laude",
      },
    ],
    barAdmissions: [
      "New York",
      "U.S. District Court for the Southern District of New York",
      "U.S. Court of Appeals for the Second Circuit",
    ],
    awards: [
      "Litigator of the Year, Empire State Legal Journal (2022)",
      "Fellow, Metropolitan Academy of Trial Advocates",
      "Pro Bono Service Award, Tri-County Legal Aid Society (2020)",
    ],
    recentCases: [
      {
        title: "Jury Verdict in a Supply Contract Dispute",
        description:
          "Won a complete defense verdict for a food distributor accused of breaching a long-term supply agreement, following a two-week jury trial.",
      },
      {
        title: "Shareholder Oppression Claim",
        description:
          "Represented minority shareholders of a closely held construction company, obtaining a court-ordered buyout at fair value.",
      },
      {
        title: "Appellate Reversal in an Insurance Coverage Case",
        description:
          "Persuaded an appellate court to reverse a summary judgment ruling, reinstating a client's multi-million-dollar property damage claim against its insurer.",
      },
    ],
    publications: [
      '"Winning Before Trial: Strategic Use of Summary Judgment," New York Litigation Review (2024)',
      '"E-Discovery for the Mid-Sized Business," Metropolitan Business Law Review (2021)',
    ],
    status: "active",
    featured: true,
    sortOrder: 2,
    joinDate: "2002-09-09",
  },
  {
    id: "catherine-reyes",
    name: "Catherine Reyes",
    role: "Partner",
    department: "Family Law",
    email: "catherine.reyes@whitmorelaw.com",
    phone: "(555) 123-4503",
    bio: "Catherine Reyes leads the firm's family law practice, guiding clients through divorce, custody and support matters with compassion and resolve. She is a trained mediator and an experienced courtroom advocate.",
    fullBio:
      "Catherine Reyes has devoted her career to helping families through some of the most difficult moments of their lives. She leads the firm's family law practice, representing clients in divorce, custody, support, and prenuptial and postnuptial agreements.\n\nCatherine is known for her calm, steady approach. She encourages negotiated and mediated solutions whenever they serve her clients and their children, and she is a skilled litigator when a case must be decided in court. Her practice includes many high-asset divorces involving closely held businesses, professional practices and complex compensation, where she works closely with forensic accountants and valuation experts.\n\nCatherine joined Whitmore & Associates in 2006 and became a partner in 2014. She is a trained divorce mediator and collaborative law practitioner, and she regularly teaches continuing legal education programs on custody and the division of business interests.\n\nShe serves on the board of a nonprofit that provides counseling services to children of separating families.",
    image: "/images/team/catherine-reyes.svg",
    office: "Suite 400, 14th Floor",
    specialties: [
      "Divorce and Separation",
      "Child Custody",
      "High-Asset Property Division",
      "Prenuptial Agreements",
      "Family Mediation",
    ],
    education: [
      {
        degree: "J.D.",
        school: "Fordham University School of Law",
        year: "2004",
        honors: "cum laude",
      },
      {
        degree: "B.A., Psychology",
        school: "Boston College",
        year: "2001",
      },
    ],
    barAdmissions: ["New York", "Connecticut"],
    awards: [
      "Family Law Attorney of the Year, Empire State Legal Journal (2024)",
      "Distinguished Service Award, Metropolitan Family Mediation Council (2022)",
      "Top 40 Under 40 Attorneys, New York Legal Week (2015)",
    ],
    recentCases: [
      {
        title: "High-Asset Divorce Involving a Medical Practice",
        description:
          "Secured an equitable division for a client whose spouse owned a multi-location medical practice, supported by a detailed forensic valuation.",
      },
      {
        title: "Interstate Custody Relocation",
        description:
          "Obtained court approval for a parent's relocation with a long-distance parenting schedule that preserved the children's relationship with both parents.",
      },
      {
        title: "Mediated Settlement for a Long-Term Marriage",
        description:
          "Guided spouses married for thirty years to a comprehensive mediated agreement covering retirement assets, real estate and spousal maintenance.",
      },
    ],
    publications: [
      '"Valuing the Family Business in Divorce," New York Family Law Journal (2023)',
      '"Parenting Plans That Work: A Practitioner\'s Guide," Metropolitan Family Mediation Council (2020)',
    ],
    status: "active",
    featured: true,
    sortOrder: 3,
    joinDate: "2006-06-12",
  },
  {
    id: "thomas-hartley",
    name: "Thomas Hartley",
    role: "Of Counsel",
    department: "Criminal Defense",
    email: "thomas.hartley@whitmorelaw.com",
    phone: "(555) 123-4504",
    bio: "Thomas Hartley is a former senior prosecutor who now defends individuals and businesses facing criminal charges and government investigations. He brings more than thirty years of courtroom experience to every case.",
    fullBio:
      "Thomas Hartley spent nearly two decades as a prosecutor, ultimately supervising a major crimes unit, before turning his experience to the defense of individuals and businesses. He understands how investigations are conducted and how prosecutors evaluate cases, and he uses that insight to protect his clients at every stage.\n\nThomas represents clients charged with felonies and misdemeanors, DWI and drug offenses, as well as executives and companies facing fraud and white-collar investigations. He places particular emphasis on early intervention: many of his most successful outcomes come from engaging with investigators before charges are ever filed.\n\nSince joining Whitmore & Associates as Of Counsel in 2016, Thomas has built the firm's criminal defense practice and mentors younger attorneys in trial skills. He has tried more than one hundred jury trials over the course of his career.\n\nThomas is a past chair of a county bar association's criminal justice section and teaches trial advocacy as an adjunct professor.",
    image: "/images/team/thomas-hartley.svg",
    office: "Suite 400, 15th Floor",
    specialties: ["Felony Defense", "White-Collar Investigations", "DWI Defense", "Trial Advocacy", "Record Sealing"],
    education: [
      {
        degree: "J.D.",
        school: "Georgetown University Law Center",
        year: "1988",
      },
      {
        degree: "B.A., History",
        school: "College of the Holy Cross",
        year: "1985",
        honors: "cum laude",
      },
    ],
    barAdmissions: [
      "New York",
      "U.S. District Court for the Eastern District of New York",
      "U.S. District Court for the Southern District of New York",
    ],
    awards: [
      "Defender of the Year, Metropolitan Criminal Defense Association (2021)",
      "Career Achievement Award, County Bar Association Criminal Justice Section (2018)",
    ],
    recentCases: [
      {
        title: "Fraud Investigation Closed Without Charges",
        description:
          "Represented a company controller during an extended fraud investigation, persuading prosecutors to decline charges after a detailed documentary presentation.",
      },
      {
        title: "Acquittal in an Assault Trial",
        description:
          "Won a full acquittal for a client charged with felony assault after demonstrating, through surveillance footage, that he acted in self-defense.",
      },
      {
        title: "Suppression of Unlawfully Seized Evidence",
        description:
          "Obtained suppression of evidence from a warrantless search, resulting in dismissal of all drug possession charges.",
      },
    ],
    publications: [
      '"From Prosecutor to Defender: Lessons for the Early Stages of an Investigation," New York Criminal Practice Review (2022)',
      '"Challenging Breath-Test Evidence in DWI Cases," County Bar Journal (2019)',
    ],
    status: "active",
    featured: false,
    sortOrder: 4,
    joinDate: "2016-01-11",
  },
  {
    id: "rebecca-lindqvist",
    name: "Rebecca Lindqvist",
    role: "Senior Associate",
    department: "Real Estate Law",
    email: "rebecca.lindqvist@whitmorelaw.com",
    phone: "(555) 123-4505",
    bio: "Rebecca Lindqvist represents buyers, sellers, landlords, tenants and developers in residential and commercial real estate matters. She is known for closing complex transactions on tight timelines.",
    fullBio:
      "Rebecca Lindqvist handles a broad range of real estate matters, including commercial acquisitions and financing, office and retail leasing, residential closings, and condominium and cooperative transactions. Clients appreciate her thorough preparation and her ability to anticipate issues before they threaten a closing.\n\nRebecca regularly represents investors and developers in mixed-use and multifamily projects, coordinating title, survey, zoning and environmental review. She also advises retail and professional-services tenants on lease negotiations, helping them secure flexible terms that support their growth.\n\nBefore joining Whitmore & Associates in 2014, Rebecca worked in the legal department of a regional title insurance company, where she developed a deep understanding of title issues and closing mechanics.\n\nRebecca is active in a commercial real estate women's network and volunteers with a program that helps first-time homebuyers understand the purchase process.",
    image: "/images/team/rebecca-lindqvist.svg",
    office: "Suite 400, 14th Floor",
    specialties: [
      "Commercial Acquisitions",
      "Commercial Leasing",
      "Residential Closings",
      "Title and Survey Review",
      "Zoning and Land Use",
    ],
    education: [
      {
        degree: "J.D.",
        school: "Brooklyn Law School",
        year: "2011",
        honors: "magna cum laude",
      },
      {
        degree: "B.S., Urban Planning",
        school: "University of Michigan",
        year: "2008",
      },
    ],
    barAdmissions: ["New York", "New Jersey"],
    awards: [
      "Rising Star in Real Estate Law, Empire State Legal Journal (2020–2024)",
      "Dealmaker of the Year Finalist, Metropolitan Commercial Real Estate Forum (2023)",
    ],
    recentCases: [
      {
        title: "Mixed-Use Building Acquisition",
        description:
          "Represented an investor group in the purchase and financing of a mixed-use building, resolving title and zoning issues in time to meet the lender's deadline.",
      },
      {
        title: "Flagship Retail Lease",
        description:
          "Negotiated a ten-year flagship lease for a regional retailer, securing rent abatement, a tenant improvement allowance and an early termination right.",
      },
      {
        title: "Cooperative Conversion Counsel",
        description:
          "Advised a tenant association throughout the review of a cooperative conversion plan, negotiating improved purchase terms for long-time residents.",
      },
    ],
    publications: [
      '"Ten Lease Clauses Tenants Overlook," Metropolitan Commercial Real Estate Forum Newsletter (2024)',
      '"Clearing Title Before the Closing Table," New York Real Property Practice (2021)',
      '"A Buyer\'s Guide to Commercial Due Diligence," Empire State Business Law Quarterly (2019)',
    ],
    status: "active",
    featured: false,
    sortOrder: 5,
    joinDate: "2014-08-18",
  },
  {
    id: "marcus-delgado",
    name: "Marcus Delgado",
    role: "Associate Attorney",
    department: "Employment Law",
    email: "marcus.delgado@whitmorelaw.com",
    phone: "(555) 123-4506",
    bio: "Marcus Delgado advises employers and employees on workplace policies, contracts and compliance. He also represents clients in discrimination, retaliation and wage and hour matters.",
    fullBio:
      "Marcus Delgado focuses his practice on employment law, counseling employers on compliance and representing both businesses and individuals in workplace disputes. He drafts employee handbooks, offer letters, restrictive covenants and separation agreements, and he helps clients respond to agency charges and demand letters.\n\nMarcus has particular experience with wage and hour compliance, including exempt classification, overtime and timekeeping practices. He regularly conducts confidential audits for restaurants, retailers and professional-services firms, helping them identify and correct problems before they become claims.\n\nMarcus joined Whitmore & Associates in 2021 after clerking for a state appellate judge. He is fluent in Spanish and frequently works with Spanish-speaking clients and witnesses.\n\nHe presents regular training sessions for managers on harassment prevention and lawful hiring practices, and volunteers at a community legal clinic that assists workers with unpaid wage claims.",
    image: "/images/team/marcus-delgado.svg",
    office: "Suite 400, 14th Floor",
    specialties: [
      "Employment Agreements",
      "Wage and Hour Compliance",
      "Discrimination and Retaliation Claims",
      "Workplace Investigations",
      "Employee Handbooks",
    ],
    education: [
      {
        degree: "J.D.",
        school: "Cornell Law School",
        year: "2019",
        honors: "Articles Editor, Law Review",
      },
      {
        degree: "B.A., Labor Relations",
        school: "Rutgers University",
        year: "2016",
        honors: "cum laude",
      },
    ],
    barAdmissions: ["New York", "New Jersey"],
    awards: [
      "Rising Star in Employment Law, Empire State Legal Journal (2024)",
      "Community Service Award, Hispanic Lawyers Association of New York (2023)",
    ],
    recentCases: [
      {
        title: "Hospitality Group Wage Audit",
        description:
          "Led a confidential audit of pay practices across six restaurant locations, correcting classification issues and implementing compliant timekeeping policies.",
      },
      {
        title: "Executive Severance Negotiation",
        description:
          "Negotiated enhanced severance, extended health coverage and a narrowed non-compete for a senior executive following a corporate restructuring.",
      },
      {
        title: "Retaliation Claim Resolved",
        description:
          "Represented an employee who was terminated after reporting safety violations, reaching a confidential settlement before litigation was filed.",
      },
    ],
    publications: [
      '"Exempt or Not? A Practical Guide to Employee Classification," New York Employment Law Digest (2024)',
      '"Handbook Updates Every Employer Should Consider," Metropolitan Business Law Review (2023)',
    ],
    status: "active",
    featured: false,
    sortOrder: 6,
    joinDate: "2021-09-13",
  },
];
