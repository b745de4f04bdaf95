import type { practiceAreas } from "../../schema";

/**
 * Demo practice areas: the 8 of the /practice-areas grid plus Criminal Defense (DESIGN §7).
 * The home page's four (Personal Injury, Corporate Law, Family Law, Criminal Defense) are featured.
 */
export const demoPracticeAreas: (typeof practiceAreas.$inferInsert)[] = [
  {
    slug: "corporate-law",
    title: "Corporate Law",
    icon: "🏢",
    description:
      "Strategic counsel for companies at every stage, from formation and governance to mergers, acquisitions and complex commercial transactions.",
    features: [
      "Business formation and structuring",
      "Mergers and acquisitions",
      "Corporate governance and compliance",
      "Commercial contract negotiation",
    ],
    heroImage: "/images/practice-areas/corporate-law.svg",
    longDescription:
      "Whitmore & Associates has advised businesses since the firm opened its doors in 1995. Our corporate team works with founders, family-owned companies, privately held enterprises and their boards, giving them practical guidance that is grounded in how businesses actually operate. We focus on the decisions that shape a company's future: how it is structured, how it raises capital, how it is governed and how it grows.\n\nWe handle transactions from the first term sheet through closing and integration. Our attorneys negotiate purchase agreements, conduct due diligence, draft shareholder and operating agreements, and build compliance programs that hold up to regulatory scrutiny. Because many of our clients return to us for years, we take the time to understand their industries, their risk tolerance and their long-term goals.\n\nWhen a matter calls for additional expertise, our corporate attorneys work side by side with colleagues in litigation, employment law and real estate, so clients receive coordinated advice from a single team rather than a patchwork of outside advisors.",
    services: [
      "Entity selection, formation and reorganization",
      "Mergers, acquisitions and divestitures",
      "Shareholder, partnership and operating agreements",
      "Board and officer governance counseling",
      "Regulatory and corporate compliance programs",
      "Private capital raises and investor documentation",
      "Commercial contracts and vendor agreements",
      "Succession planning for closely held businesses",
    ],
    scenarios: [
      {
        title: "Acquisition of a Regional Distributor",
        description:
          "Represented a family-owned logistics company in its acquisition of a regional competitor. We led due diligence, negotiated indemnification protections and closed the transaction on schedule, doubling the client's service territory.",
      },
      {
        title: "Governance Overhaul Before a Capital Raise",
        description:
          "Restructured the bylaws, board committees and equity records of a growing technology company ahead of its first institutional investment round, allowing the raise to close without diligence delays.",
      },
      {
        title: "Orderly Founder Transition",
        description:
          "Designed a buy-sell agreement and phased ownership transfer for a manufacturing business whose founder was retiring, preserving family harmony and avoiding a forced sale.",
      },
    ],
    faqs: [
      {
        question: "Should my business be an LLC or a corporation?",
        answer:
          "It depends on your ownership plans, tax profile and funding goals. LLCs offer flexibility and pass-through taxation, while corporations are often preferred by outside investors. We review your specific circumstances before recommending a structure.",
      },
      {
        question: "When should I involve an attorney in a business acquisition?",
        answer:
          "As early as possible, ideally before you sign a letter of intent. Early involvement lets us shape deal terms, identify risks in due diligence and avoid commitments that are difficult to unwind later.",
      },
      {
        question: "Do you work with start-ups as well as established companies?",
        answer:
          "Yes. We represent early-stage ventures, mid-sized private companies and long-established family businesses, and we scale our approach and fees to each client's stage of growth.",
      },
      {
        question: "How do you bill for corporate work?",
        answer:
          "We offer hourly billing, fixed fees for defined projects such as entity formation, and monthly general counsel arrangements. We discuss fees openly at the start of every engagement.",
      },
    ],
    status: "published",
    featured: true,
    casesHandled: 640,
    sortOrder: 1,
  },
  {
    slug: "litigation",
    title: "Litigation",
    icon: "⚖️",
    description:
      "Experienced trial attorneys who resolve high-stakes disputes through skilled negotiation, mediation and, when necessary, aggressive courtroom advocacy.",
    features: [
      "Commercial and contract disputes",
      "Trial and appellate advocacy",
      "Mediation and arbitration",
      "Injunctions and emergency relief",
    ],
    heroImage: "/images/practice-areas/litigation.svg",
    longDescription:
      "Disputes are disruptive, expensive and stressful. Our litigation team helps individuals and businesses resolve them efficiently, with a clear strategy from the first day. We begin every matter with a candid assessment of its strengths, weaknesses and likely costs so that our clients can make informed decisions rather than being carried along by the process.\n\nOur attorneys have tried cases to verdict in state and federal courts and have argued appeals before intermediate and high courts. That trial experience matters even when a case settles: opposing counsel know we are prepared to go the distance, and that preparation consistently produces better negotiated outcomes.\n\nWe handle contract and partnership disputes, business torts, real estate and construction litigation, employment claims and insurance coverage matters. Whether the goal is a swift resolution through mediation or a decisive win at trial, we tailor our approach to the client's priorities.",
    services: [
      "Breach of contract and commercial disputes",
      "Partnership and shareholder litigation",
      "Real estate and construction disputes",
      "Insurance coverage litigation",
      "Temporary restraining orders and injunctions",
      "Mediation and arbitration representation",
      "Post-trial motions and appeals",
    ],
    scenarios: [
      {
        title: "Defense Verdict in a Breach of Contract Trial",
        description:
          "Obtained a complete defense verdict for a mid-sized supplier accused of breaching a multi-year supply agreement, after a two-week jury trial in state court.",
      },
      {
        title: "Emergency Injunction Protecting Trade Secrets",
        description:
          "Secured a temporary restraining order within 48 hours to stop a former executive from using a client's confidential customer lists, followed by a favorable permanent settlement.",
      },
      {
        title: "Partnership Dispute Resolved in Mediation",
        description:
          "Guided two co-owners of a restaurant group through a contentious breakup, reaching a mediated buyout that kept all locations open and avoided years of litigation.",
      },
    ],
    faqs: [
      {
        question: "How long does a typical lawsuit take?",
        answer:
          "Many civil cases resolve within one to two years, although complex matters can take longer. We explain the expected timeline at the outset and look for opportunities to resolve the case sooner when it serves your interests.",
      },
      {
        question: "Will my case go to trial?",
        answer:
          "Most civil cases settle before trial, but we prepare every matter as though it will be tried. That preparation strengthens your negotiating position and ensures you are ready if settlement is not possible.",
      },
      {
        question: "What is the difference between mediation and arbitration?",
        answer:
          "Mediation is a voluntary negotiation guided by a neutral mediator who does not decide the case. Arbitration is a private proceeding in which an arbitrator issues a decision that is usually binding.",
      },
      {
        question: "How much will litigation cost?",
        answer:
          "Costs depend on the complexity of the dispute and how the other side litigates. We provide a budget estimate early, update it as the case develops and discuss alternative fee arrangements where appropriate.",
      },
    ],
    status: "published",
    featured: false,
    casesHandled: 870,
    sortOrder: 2,
  },
  {
    slug: "real-estate-law",
    title: "Real Estate Law",
    icon: "🏠",
    description:
      "Comprehensive guidance on residential and commercial property transactions, leasing, land use and real estate disputes.",
    features: [
      "Residential and commercial closings",
      "Commercial lease negotiation",
      "Title review and due diligence",
      "Zoning and land use matters",
    ],
    heroImage: "/images/practice-areas/real-estate-law.svg",
    longDescription:
      "Real estate is often the most significant investment a person or business will make. Our real estate attorneys guide buyers, sellers, landlords, tenants, developers and lenders through every step of a transaction, making sure contracts are sound, titles are clear and closings happen on time.\n\nOn the commercial side, we negotiate leases, structure acquisitions and financing, and advise on zoning, permitting and land use approvals. For homeowners and residential investors, we review contracts, coordinate with lenders and title companies, and explain each document at the closing table in plain language.\n\nWhen problems arise, such as boundary disputes, defective construction or a deal that falls apart, we work closely with our litigation colleagues to protect our clients' property rights and financial interests.",
    services: [
      "Residential purchases and sales",
      "Commercial acquisitions and dispositions",
      "Office, retail and industrial lease negotiation",
      "Title examination and survey review",
      "Zoning, permitting and land use approvals",
      "Condominium and cooperative transactions",
      "Landlord-tenant disputes",
    ],
    scenarios: [
      {
        title: "Mixed-Use Acquisition Closed Under Deadline",
        description:
          "Represented an investor group purchasing a mixed-use building, resolving two title defects and a zoning question in time to close before a financing commitment expired.",
      },
      {
        title: "Favorable Retail Lease Renegotiation",
        description:
          "Renegotiated a regional retailer's flagship lease, securing rent abatement, a tenant improvement allowance and an early termination option.",
      },
      {
        title: "Boundary Dispute Resolved Without Trial",
        description:
          "Resolved a long-running boundary dispute between neighboring homeowners through a recorded easement agreement, ending the conflict without the expense of a trial.",
      },
    ],
    faqs: [
      {
        question: "Do I need an attorney to buy a home?",
        answer:
          "In New York, attorneys customarily handle residential contracts and closings. An attorney reviews the contract, negotiates terms, examines title and protects your deposit if problems arise.",
      },
      {
        question: "What should I look for in a commercial lease?",
        answer:
          "Key terms include rent escalations, operating expense pass-throughs, maintenance obligations, assignment and subletting rights, renewal options and personal guarantees. Small drafting choices can have large financial consequences.",
      },
      {
        question: "What is title insurance and do I need it?",
        answer:
          "Title insurance protects against losses from defects in title that were not discovered before closing. Lenders require a loan policy, and we generally recommend that buyers purchase an owner's policy as well.",
      },
      {
        question: "Can you help with a zoning variance?",
        answer:
          "Yes. We prepare applications, coordinate with architects and engineers, and represent property owners before zoning boards and planning commissions.",
      },
    ],
    status: "published",
    featured: false,
    casesHandled: 520,
    sortOrder: 3,
  },
  {
    slug: "employment-law",
    title: "Employment Law",
    icon: "💼",
    description:
      "Practical advice for employers and employees on workplace policies, contracts, discrimination claims and wage and hour compliance.",
    features: [
      "Employment contracts and agreements",
      "Discrimination and harassment claims",
      "Wage and hour compliance",
      "Workplace investigations",
    ],
    heroImage: "/images/practice-areas/employment-law.svg",
    longDescription:
      "Employment law changes quickly, and the stakes for both employers and employees are high. Our employment attorneys counsel businesses on day-to-day workforce issues and represent individuals whose rights have been violated at work.\n\nFor employers, we draft handbooks and policies, prepare offer letters, restrictive covenants and separation agreements, conduct impartial workplace investigations, and defend claims before state and federal agencies and in court. Our preventive approach helps clients address problems before they become lawsuits.\n\nFor employees and executives, we negotiate employment and severance agreements and pursue claims involving discrimination, harassment, retaliation and unpaid wages. Every client receives a straightforward assessment of their options and the likely path ahead.",
    services: [
      "Employee handbooks and workplace policies",
      "Executive employment and severance agreements",
      "Non-compete and confidentiality agreements",
      "Discrimination, harassment and retaliation claims",
      "Wage and hour audits and disputes",
      "Independent workplace investigations",
      "Agency charges and administrative proceedings",
      "Management and HR training",
    ],
    scenarios: [
      {
        title: "Wage and Hour Audit Prevents Class Exposure",
        description:
          "Conducted a confidential audit of a hospitality group's pay practices, corrected misclassified positions and implemented new timekeeping policies before any claim was filed.",
      },
      {
        title: "Executive Severance Package Improved",
        description:
          "Negotiated an enhanced severance package for a senior executive after a corporate restructuring, including extended benefits and a narrowed non-compete.",
      },
      {
        title: "Discrimination Charge Dismissed",
        description:
          "Defended a professional services firm before a state agency, presenting documentation that led to dismissal of a discrimination charge at the investigation stage.",
      },
    ],
    faqs: [
      {
        question: "Are non-compete agreements enforceable?",
        answer:
          "Enforceability depends on the state, the employee's role and how the agreement is drafted. Courts generally require that restrictions be reasonable in scope, duration and geography and protect a legitimate business interest.",
      },
      {
        question: "What should I do if I believe I am being discriminated against at work?",
        answer:
          "Keep written notes of incidents, preserve relevant emails and messages, and follow your employer's complaint procedure if it is safe to do so. Consult an attorney promptly, because filing deadlines can be short.",
      },
      {
        question: "Should I sign a severance agreement right away?",
        answer:
          "No. Severance agreements usually include a release of legal claims. Have an attorney review the terms first; there is often room to negotiate.",
      },
      {
        question: "How often should an employee handbook be updated?",
        answer:
          "We recommend a review at least once a year, and whenever federal, state or local laws change in ways that affect your workforce.",
      },
    ],
    status: "published",
    featured: false,
    casesHandled: 410,
    sortOrder: 4,
  },
  {
    slug: "family-law",
    title: "Family Law",
    icon: "👪",
    description:
      "Compassionate, discreet representation in divorce, custody, support and other family matters, focused on protecting what matters most.",
    features: [
      "Divorce and legal separation",
      "Child custody and parenting plans",
      "Child and spousal support",
      "Prenuptial and postnuptial agreements",
    ],
    heroImage: "/images/practice-areas/family-law.svg",
    longDescription:
      "Family legal matters are deeply personal. Our family law attorneys combine sound legal judgment with genuine care for the people involved, helping clients through divorce, custody disputes and other transitions with dignity and clarity.\n\nWe encourage collaborative and negotiated solutions whenever possible, because they tend to protect children and preserve resources. When an agreement cannot be reached, we are prepared to advocate firmly in court for our clients' rights and their children's best interests.\n\nOur attorneys are experienced with complex financial issues, including the valuation of businesses, professional practices and retirement accounts, and they coordinate with financial experts when a case requires it.",
    services: [
      "Contested and uncontested divorce",
      "Child custody and visitation",
      "Child support and spousal maintenance",
      "Division of marital property and business interests",
      "Prenuptial and postnuptial agreements",
      "Modification and enforcement of orders",
      "Mediation and collaborative divorce",
    ],
    scenarios: [
      {
        title: "Shared Parenting Plan for a Relocating Parent",
        description:
          "Negotiated a detailed long-distance parenting plan that allowed a client to accept a job in another state while preserving meaningful time with both children.",
      },
      {
        title: "Protecting a Family Business in Divorce",
        description:
          "Worked with a forensic accountant to establish the separate-property portion of a client's business, resulting in a fair division that kept the company intact.",
      },
      {
        title: "Uncontested Divorce Completed in Months",
        description:
          "Helped a couple reach a comprehensive settlement through mediation, completing their uncontested divorce quickly and at a fraction of the cost of litigation.",
      },
    ],
    faqs: [
      {
        question: "How is child custody decided?",
        answer:
          "Courts decide custody based on the best interests of the child, considering factors such as each parent's involvement, stability, the child's needs and, in some cases, the child's preferences.",
      },
      {
        question: "Do I have to go to court to get divorced?",
        answer:
          "Not necessarily. Many divorces are resolved through negotiation or mediation, and uncontested divorces often require little or no court appearance.",
      },
      {
        question: "How is property divided in a New York divorce?",
        answer:
          "New York follows equitable distribution, meaning marital property is divided fairly, though not always equally. Separate property, such as inheritances kept apart from marital assets, generally stays with its owner.",
      },
      {
        question: "Can a custody or support order be changed later?",
        answer:
          "Yes. Orders can be modified when there has been a substantial change in circumstances, such as a relocation, a change in income or a change in a child's needs.",
      },
    ],
    status: "published",
    featured: true,
    casesHandled: 760,
    sortOrder: 5,
  },
  {
    slug: "personal-injury",
    title: "Personal Injury",
    icon: "🩺",
    description:
      "Dedicated advocacy for people injured through someone else's negligence, pursuing full compensation for medical bills, lost wages and pain and suffering.",
    features: ["Motor vehicle accidents", "Slip and fall injuries", "Medical malpractice", "Wrongful death claims"],
    heroImage: "/images/practice-areas/personal-injury.svg",
    longDescription:
      "A serious injury can change your life in an instant, leaving you with medical bills, lost income and an uncertain future. Our personal injury attorneys stand beside injured people and their families, handling the legal burden so they can focus on recovery.\n\nWe investigate every claim thoroughly, working with accident reconstruction specialists, medical experts and economists to document the full extent of our clients' losses. Insurance companies take our claims seriously because they know we prepare each case for trial.\n\nMost personal injury matters are handled on a contingency fee basis, which means there is no fee unless we recover compensation for you. Consultations are free and confidential.",
    services: [
      "Car, truck and motorcycle accidents",
      "Pedestrian and bicycle accidents",
      "Premises liability and slip and fall injuries",
      "Medical malpractice",
      "Construction site injuries",
      "Product liability",
      "Wrongful death",
    ],
    scenarios: [
      {
        title: "Recovery for a Commercial Truck Collision",
        description:
          "Secured a substantial settlement for a delivery driver seriously injured by a commercial truck, covering future medical care and lost earning capacity.",
      },
      {
        title: "Premises Liability Claim Against a Property Owner",
        description:
          "Proved that a building owner ignored repeated complaints about a broken stairway, obtaining full compensation for a tenant who suffered a fractured hip.",
      },
      {
        title: "Wrongful Death Settlement for a Young Family",
        description:
          "Represented the family of a cyclist killed by a distracted driver, securing a settlement that provides long-term financial security for the surviving children.",
      },
    ],
    faqs: [
      {
        question: "How much does it cost to hire a personal injury attorney?",
        answer:
          "We handle most personal injury cases on a contingency fee basis. You pay no attorney's fee unless we obtain a recovery for you, and your initial consultation is free.",
      },
      {
        question: "How long do I have to file a personal injury claim?",
        answer:
          "Deadlines vary by the type of claim and the parties involved, and claims against government entities can require notice within a very short period. Contact an attorney as soon as possible after an injury.",
      },
      {
        question: "Should I talk to the other driver's insurance company?",
        answer:
          "It is best to speak with an attorney before giving a recorded statement. Insurers may use your words to minimize or deny your claim.",
      },
      {
        question: "What is my case worth?",
        answer:
          "Compensation depends on the severity of your injuries, medical expenses, lost income, long-term effects and the strength of the liability evidence. We evaluate each of these factors during your consultation.",
      },
    ],
    status: "published",
    featured: true,
    casesHandled: 890,
    sortOrder: 6,
  },
  {
    slug: "estate-planning",
    title: "Estate Planning",
    icon: "📜",
    description:
      "Thoughtful estate plans that protect your family, preserve your assets and make your wishes clear, from simple wills to sophisticated trusts.",
    features: [
      "Wills and revocable trusts",
      "Powers of attorney and health care proxies",
      "Probate and estate administration",
      "Trust and legacy planning",
    ],
    heroImage: "/images/practice-areas/estate-planning.svg",
    longDescription:
      "A well-crafted estate plan gives you peace of mind and spares your loved ones uncertainty at a difficult time. Our estate planning attorneys help individuals and families decide how their assets will be managed and distributed, who will care for minor children, and who will make decisions if they cannot.\n\nWe prepare wills, revocable and irrevocable trusts, powers of attorney and health care directives, and we coordinate beneficiary designations so that every piece of the plan works together. For business owners, we integrate estate planning with succession planning to protect the enterprise they have built.\n\nWhen a loved one passes away, we guide executors and trustees through probate and estate administration with patience and efficiency.",
    services: [
      "Wills and codicils",
      "Revocable living trusts",
      "Irrevocable and special needs trusts",
      "Durable powers of attorney",
      "Health care proxies and living wills",
      "Probate and estate administration",
      "Business succession planning",
    ],
    scenarios: [
      {
        title: "Comprehensive Plan for a Blended Family",
        description:
          "Designed a trust-based plan that provided for a surviving spouse while protecting the inheritances of children from a prior marriage.",
      },
      {
        title: "Special Needs Trust Preserving Benefits",
        description:
          "Created a supplemental needs trust for a client's adult son, preserving his eligibility for government benefits while improving his quality of life.",
      },
      {
        title: "Efficient Estate Administration",
        description:
          "Guided an executor through the administration of an estate with property in two states, completing the process and distributions without dispute.",
      },
    ],
    faqs: [
      {
        question: "Do I need a will if I do not have significant assets?",
        answer:
          "Yes. A will lets you name guardians for minor children and choose who will manage your affairs. Without one, state law decides who inherits and who serves as administrator.",
      },
      {
        question: "What is the difference between a will and a trust?",
        answer:
          "A will takes effect at death and generally passes through probate. A revocable trust can manage assets during your lifetime and can allow assets to pass to beneficiaries without probate.",
      },
      {
        question: "How often should I update my estate plan?",
        answer:
          "Review your plan every three to five years and after major life events such as marriage, divorce, the birth of a child, a move to another state or a significant change in assets.",
      },
      {
        question: "What happens if I become incapacitated without a power of attorney?",
        answer:
          "Your family may need to seek a court-appointed guardian, which can be time-consuming and costly. A durable power of attorney and health care proxy avoid that process.",
      },
    ],
    status: "published",
    featured: false,
    casesHandled: 350,
    sortOrder: 7,
  },
  {
    slug: "business-law",
    title: "Business Law",
    icon: "📊",
    description:
      "Everyday legal support for small and mid-sized businesses, including contracts, partnerships, intellectual property and dispute prevention.",
    features: [
      "Contract drafting and review",
      "Partnership and buy-sell agreements",
      "Intellectual property protection",
      "Outside general counsel services",
    ],
    heroImage: "/images/practice-areas/business-law.svg",
    longDescription:
      "Small and mid-sized businesses need dependable legal advice without the overhead of an in-house legal department. Our business law practice serves as outside general counsel to owners who want a trusted advisor they can call with everyday questions as well as major decisions.\n\nWe draft and negotiate customer, vendor and licensing agreements, protect trademarks and other intellectual property, review marketing and online terms, and help owners resolve disagreements before they escalate into costly disputes.\n\nBecause we understand our clients' businesses, our advice is practical and proportionate. We aim to reduce risk while keeping deals moving and helping owners focus on growth.",
    services: [
      "Customer, vendor and supply agreements",
      "Partnership and buy-sell agreements",
      "Trademark registration and brand protection",
      "Licensing and confidentiality agreements",
      "Website terms and privacy policies",
      "Collections and payment disputes",
      "Outside general counsel arrangements",
    ],
    scenarios: [
      {
        title: "Standardized Contracts for a Growing Agency",
        description:
          "Built a library of client and contractor agreements for a marketing agency, cutting its contract turnaround time in half and reducing payment disputes.",
      },
      {
        title: "Trademark Conflict Resolved",
        description:
          "Negotiated a coexistence agreement with a competitor using a confusingly similar name, allowing a client to keep its brand and expand nationally.",
      },
      {
        title: "Partner Exit Handled Smoothly",
        description:
          "Used a buy-sell agreement we had drafted years earlier to manage a partner's departure from a dental practice without litigation or disruption to patients.",
      },
    ],
    faqs: [
      {
        question: "What does an outside general counsel arrangement include?",
        answer:
          "Typically a predictable monthly fee for routine advice, contract review and compliance questions, with larger projects quoted separately. It gives you ready access to counsel without surprise bills.",
      },
      {
        question: "Should I register my business name as a trademark?",
        answer:
          "If your name or logo identifies your products or services, federal registration offers significant protection. We recommend a clearance search before you invest heavily in a brand.",
      },
      {
        question: "Why do I need a written partnership agreement?",
        answer:
          "A written agreement sets out ownership, decision-making, compensation and what happens if a partner leaves, becomes disabled or dies. Without it, state default rules apply and may not reflect your intentions.",
      },
      {
        question: "Can you review a contract someone else drafted?",
        answer:
          "Absolutely. We regularly review agreements presented by customers, vendors and landlords, flag risks and propose revisions before you sign.",
      },
    ],
    status: "published",
    featured: false,
    casesHandled: 300,
    sortOrder: 8,
  },
  {
    slug: "criminal-defense",
    title: "Criminal Defense",
    icon: "🛡️",
    description:
      "Vigorous, confidential defense against misdemeanor, felony and white-collar charges, protecting your rights, your freedom and your future.",
    features: [
      "Felony and misdemeanor defense",
      "White-collar and fraud charges",
      "DWI and traffic offenses",
      "Record sealing and appeals",
    ],
    heroImage: "/images/practice-areas/criminal-defense.svg",
    longDescription:
      "Being accused of a crime is frightening. Your reputation, your livelihood and your liberty may be at stake. Our criminal defense attorneys, including former prosecutors, know how cases are built and how to challenge them, and they stand with clients from the first phone call through the final resolution.\n\nWe act quickly to protect our clients' rights, whether that means responding to an investigation before charges are filed, arguing for release at arraignment or challenging unlawfully obtained evidence. We examine every detail of the prosecution's case and pursue dismissals, favorable plea agreements or acquittals at trial.\n\nWe represent clients in state and federal courts on charges ranging from traffic and DWI offenses to serious felonies and complex white-collar investigations. Every matter is handled with complete discretion.",
    services: [
      "Pre-charge investigations and grand jury matters",
      "Misdemeanor and felony defense",
      "White-collar, fraud and securities charges",
      "DWI and traffic offenses",
      "Drug offenses",
      "Bail hearings and arraignments",
      "Record sealing",
      "Criminal appeals and post-conviction relief",
    ],
    scenarios: [
      {
        title: "Charges Dismissed After Suppression Hearing",
        description:
          "Won a motion to suppress evidence obtained in an unlawful vehicle search, leading the prosecution to dismiss all charges against a college student.",
      },
      {
        title: "No Charges Filed in a Fraud Investigation",
        description:
          "Represented a business executive during a lengthy investigation, presenting documentation that persuaded prosecutors to close the matter without filing charges.",
      },
      {
        title: "DWI Reduced to a Traffic Violation",
        description:
          "Identified problems with breath-test calibration records and negotiated a reduction to a non-criminal traffic violation, preserving a client's professional license.",
      },
    ],
    faqs: [
      {
        question: "What should I do if the police want to question me?",
        answer:
          "Remain polite, do not answer questions about the incident, and clearly state that you want to speak with a lawyer. Contact a criminal defense attorney immediately.",
      },
      {
        question: "Can a criminal charge be dismissed?",
        answer:
          "Yes. Charges may be dismissed because of insufficient evidence, constitutional violations or procedural errors, or resolved through diversion programs in appropriate cases.",
      },
      {
        question: "Should I accept a plea offer?",
        answer:
          "That decision is always yours, but it should be made only after your attorney has reviewed the evidence, possible defenses and the long-term consequences of a conviction.",
      },
      {
        question: "Can my criminal record be sealed?",
        answer:
          "Many records can be sealed depending on the offense, the outcome and the time that has passed. We review your history and explain which options are available.",
      },
    ],
    status: "published",
    featured: true,
    casesHandled: 480,
    sortOrder: 9,
  },
];
