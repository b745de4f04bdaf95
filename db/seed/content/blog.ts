import type { blogPosts } from "../../schema";

/**
 * Demo blog posts (DESIGN §7): the two articles the spec names, enough published posts that
 * the public list has a second page, and a few drafts. Authors link to their attorney profiles.
 */
export const demoBlogPosts: (typeof blogPosts.$inferInsert)[] = [
  {
    title: "Corporate Compliance in 2024 and Beyond: What Every Business Owner Needs to Know",
    slug: "corporate-compliance-2024",
    author: "Eleanor Whitmore",
    authorId: "eleanor-whitmore",
    excerpt:
      "Regulators expect more from privately held companies than ever before. Here is a practical roadmap for building a compliance program that protects your business without slowing it down.",
    content: `<p>For many privately held companies, compliance used to mean filing annual reports on time and keeping corporate minutes in a binder. The last few years changed that. Regulators, lenders, insurers and investors now expect even modest-sized businesses to show that they understand their legal obligations and have a system for meeting them. The lessons of 2024 are still shaping how we advise clients today.</p>
<h2>Why compliance deserves a seat at the table</h2>
<p>A compliance failure rarely announces itself. It surfaces during a lender's due diligence, a buyer's review, an employee complaint or an agency inquiry, usually at the worst possible moment. The cost of fixing a problem under pressure is almost always higher than the cost of preventing it. A well-designed program also has a quieter benefit: it gives owners and managers confidence to make decisions quickly, because they know where the guardrails are.</p>
<h2>The core elements of an effective program</h2>
<p>Compliance programs do not need to be elaborate to be effective. In our experience, the programs that work share a handful of features:</p>
<ul>
<li><strong>Clear ownership.</strong> Someone, whether an officer, a manager or outside counsel, is responsible for tracking obligations and deadlines.</li>
<li><strong>A written inventory of obligations.</strong> Licenses, registrations, tax filings, data privacy requirements, industry regulations and contractual reporting duties should be listed in one place.</li>
<li><strong>Accurate corporate records.</strong> Current ownership records, board and member consents, and up-to-date governing documents are essential whenever the company raises money, borrows or sells.</li>
<li><strong>Policies people actually read.</strong> A short, plain-language code of conduct is more useful than a long manual that sits on a shelf.</li>
<li><strong>A way to raise concerns.</strong> Employees should know how to report problems without fear of retaliation.</li>
</ul>
<h2>Ownership reporting and transparency rules</h2>
<p>Federal beneficial ownership reporting rules have shifted several times since they first took effect in 2024, through litigation and revised agency guidance. State-level transparency requirements continue to develop as well. Because these obligations can change quickly, business owners should confirm their current status with counsel rather than relying on what applied a year ago, and should keep ownership records accurate regardless.</p>
<h2>Data privacy and cybersecurity</h2>
<p>Customer data is now one of the most significant compliance risks for small and mid-sized businesses. State breach-notification laws apply to companies of every size, and many commercial contracts now require specific security practices. At a minimum, companies should know what personal information they collect, where it is stored, who can access it and what they would do if it were compromised.</p>
<blockquote>The best compliance program is the one your team follows on an ordinary Tuesday, not the one that looks impressive in a binder.</blockquote>
<h2>Practical next steps</h2>
<p>If your company has never conducted a compliance review, start small. Gather your governing documents, confirm that your ownership records and registrations are current, list your licenses and renewal dates, and review your most important contracts for reporting or insurance requirements. From there, a short annual check-in with counsel can keep the program current as laws and your business evolve.</p>
<p>Our corporate team helps clients design right-sized compliance programs and conducts confidential reviews before financings, acquisitions and sales. If you would like to discuss your company's obligations, we welcome the conversation.</p>`,
    image: "/images/blog/default.svg",
    category: "Corporate Law",
    tags: ["Corporate Compliance", "Governance", "Small Business"],
    status: "published",
    featured: true,
    publishDate: "2026-01-13T14:00:00.000Z",
    views: 2840,
  },
  {
    title: "Employment Law Updates: Key Changes Employers Should Know",
    slug: "employment-law-updates",
    author: "Marcus Delgado",
    authorId: "marcus-delgado",
    excerpt:
      "Pay transparency, leave requirements, restrictive covenants and evolving anti-harassment obligations continue to reshape the workplace. Here is what employers should review this year.",
    content: `<p>Employment law rarely stands still, and the pace of change has accelerated. Federal agencies, state legislatures and city councils all continue to adjust the rules that govern hiring, pay, leave and workplace conduct. For employers in New York and the surrounding region, keeping up is not optional. Below are the developments we are discussing most often with clients.</p>
<h2>Pay transparency is now the norm</h2>
<p>New York State, New York City and a growing number of other jurisdictions require employers to include a good-faith salary range in job postings, including postings for promotions and transfer opportunities. Employers should confirm that every advertisement, whether posted internally, on a job board or by a recruiter, includes a compliant range, and that managers understand how ranges are set.</p>
<ul>
<li>Document how each range was determined.</li>
<li>Review postings placed by third-party recruiters.</li>
<li>Prepare managers for pay conversations with current employees who see the new ranges.</li>
</ul>
<h2>Expanded leave obligations</h2>
<p>Paid sick leave, paid family leave and, in New York, paid prenatal leave have broadened the time off that employees may take. Leave laws interact with one another and with disability accommodation rules in ways that can be confusing. Employers should update handbooks, train the people who approve time off, and make sure payroll systems track each category separately.</p>
<h2>Restrictive covenants under scrutiny</h2>
<p>Non-compete agreements remain the subject of intense debate at the federal and state levels. While a broad federal ban did not take effect, several states have narrowed when non-competes can be used, and courts continue to examine them closely. Employers should review their agreements to make sure restrictions are tailored to legitimate business interests, and should consider whether confidentiality and non-solicitation provisions would provide adequate protection on their own.</p>
<h2>Harassment prevention and workplace culture</h2>
<p>New York requires employers to adopt a sexual harassment prevention policy and provide interactive training every year. Agencies and courts increasingly look at whether those programs are meaningful in practice. A policy that exists only on paper offers limited protection if complaints are ignored or investigated poorly.</p>
<blockquote><strong>Tip:</strong> Review your complaint procedure from the employee's point of view. If it is hard to find or hard to use, it will not do its job.</blockquote>
<h2>Background checks and fair chance hiring</h2>
<p>Fair chance hiring laws limit when and how employers may consider criminal history, and New York's record-sealing reforms mean that fewer older convictions will appear in background reports. Employers should confirm that their applications, background check vendors and adverse action procedures follow the required sequence.</p>
<h2>What to do now</h2>
<p>We recommend that employers schedule an annual employment law review covering handbooks, job postings, leave policies, restrictive covenants and training records. A few hours of preventive work can avoid costly agency charges and lawsuits. Our employment team is glad to help you prioritize the changes that matter most to your workforce.</p>`,
    image: "/images/blog/default.svg",
    category: "Employment Law",
    tags: ["Employment Law", "Compliance", "Pay Transparency", "HR"],
    status: "published",
    featured: true,
    publishDate: "2026-01-28T15:00:00.000Z",
    views: 2310,
  },
  {
    title: "Ten Commercial Lease Clauses Tenants Often Overlook",
    slug: "commercial-lease-clauses-tenants-overlook",
    author: "Rebecca Lindqvist",
    authorId: "rebecca-lindqvist",
    excerpt:
      "Base rent gets all the attention, but the clauses buried deeper in a commercial lease often determine what a tenant really pays. Here are ten provisions worth a second look.",
    content: `<p>When business owners negotiate a commercial lease, the conversation usually centers on base rent and the length of the term. Those numbers matter, but experienced tenants know that the real cost of a lease is often determined by provisions that receive far less attention. After reviewing hundreds of office, retail and industrial leases, these are the clauses we most often see tenants overlook.</p>
<h2>1. Operating expense pass-throughs</h2>
<p>Many leases require tenants to pay a share of the building's operating expenses. Ask exactly which costs are included, whether capital improvements are excluded, and whether increases in controllable expenses are capped.</p>
<h2>2. The base year</h2>
<p>If expense increases are measured against a base year, a year with unusually low costs can leave you paying more in every later year. Negotiate a base year that reflects normal occupancy.</p>
<h2>3. Assignment and subletting</h2>
<p>Your business may grow, shrink or be sold during the term. Make sure you can assign or sublet without unreasonable restrictions, and that a sale of your company does not automatically require the landlord's consent.</p>
<h2>4. Personal guarantees</h2>
<p>Landlords often ask small business owners to guarantee the lease personally. Consider limiting the guarantee to a fixed dollar amount or a period of time, or using a "good guy" guarantee that ends when you vacate and return the keys.</p>
<h2>5. Maintenance and repair obligations</h2>
<p>Know who is responsible for the roof, structure, heating and cooling systems and plumbing. Replacing an aging rooftop unit can cost far more than a year of rent increases.</p>
<h2>6. Use clauses</h2>
<p>A narrow use clause can prevent you from adding a new product line or service. Ask for language broad enough to accommodate reasonable changes in your business.</p>
<h2>7. Renewal options</h2>
<p>An option to renew protects your investment in the space. Pay close attention to how renewal rent will be set and the deadline for giving notice.</p>
<h2>8. Relocation rights</h2>
<p>Some leases allow the landlord to move a tenant to another space in the building. If you agree to such a clause, require comparable space and reimbursement of moving and build-out costs.</p>
<h2>9. Restoration at the end of the term</h2>
<p>Tenants are sometimes required to remove improvements and restore the premises to their original condition. Clarify these obligations up front to avoid an unexpected bill when you leave.</p>
<h2>10. Default and cure periods</h2>
<p>Make sure you receive written notice and a reasonable opportunity to cure before the landlord may terminate the lease or pursue remedies.</p>
<blockquote>A lease is a long-term business partnership. The time to negotiate fair terms is before you sign, when you have the most leverage.</blockquote>
<p>Our real estate attorneys review and negotiate leases for tenants of every size. A careful review before signing can save thousands of dollars over the life of the lease and avoid disputes later.</p>`,
    image: "/images/blog/default.svg",
    category: "Real Estate",
    tags: ["Commercial Leasing", "Real Estate", "Small Business"],
    status: "published",
    featured: false,
    publishDate: "2026-02-17T14:30:00.000Z",
    views: 1420,
  },
  {
    title: "What to Expect at Your First Deposition",
    slug: "preparing-for-your-first-deposition",
    author: "Daniel Okafor",
    authorId: "daniel-okafor",
    excerpt:
      "A deposition can feel intimidating, but preparation makes all the difference. Here is how the process works and how to be an effective witness.",
    content: `<p>For many clients, a deposition is the first time they will answer questions under oath. It is natural to feel nervous. The good news is that depositions follow a predictable format, and witnesses who understand the process and prepare with their attorney almost always perform well.</p>
<h2>What is a deposition?</h2>
<p>A deposition is sworn testimony taken outside the courtroom, usually in a conference room. The attorney for the opposing party asks questions, a court reporter records every word, and the session is sometimes video-recorded. Your own attorney attends, may object to certain questions and will protect you from improper tactics. The testimony can be used later in motions or at trial.</p>
<h2>Why depositions matter</h2>
<p>Depositions allow each side to learn what witnesses know and to evaluate how they will come across to a judge or jury. A calm, credible deposition can significantly strengthen your position in settlement negotiations. An unprepared witness, on the other hand, can create problems that are difficult to fix.</p>
<h2>Guidelines for being an effective witness</h2>
<ul>
<li><strong>Tell the truth.</strong> This is the most important rule. Your testimony is given under penalty of perjury.</li>
<li><strong>Listen to the whole question.</strong> Pause before answering so you understand what is being asked and so your attorney has a chance to object.</li>
<li><strong>Answer only the question asked.</strong> Do not volunteer information or try to explain your entire case.</li>
<li><strong>It is fine to say "I don't know" or "I don't remember."</strong> Do not guess or speculate.</li>
<li><strong>Ask for clarification.</strong> If a question is confusing, say so.</li>
<li><strong>Stay calm.</strong> Opposing counsel may ask the same question several ways. Remain courteous and consistent.</li>
<li><strong>Review documents carefully.</strong> If you are shown a document, take the time to read it before answering questions about it.</li>
</ul>
<h2>How we prepare clients</h2>
<p>Before any deposition, we meet with our clients to review the key documents, discuss the topics likely to come up and practice answering questions in a realistic setting. We explain the objections we may make and what to do when they are made. Most clients tell us that by the end of a preparation session, the deposition feels far less daunting.</p>
<blockquote>Preparation is not about memorizing answers. It is about understanding the process well enough to tell the truth clearly and confidently.</blockquote>
<h2>Practical details</h2>
<p>Dress as you would for an important business meeting. Bring any documents your attorney asks you to bring, but nothing else unless you have discussed it first. Breaks are allowed, although you generally should not take one while a question is pending. Depositions can last a few hours or an entire day, so get a good night's sleep and plan for the time.</p>
<p>If you have been notified that your deposition will be taken, contact your attorney right away so there is ample time to prepare. Our litigation team prepares witnesses for depositions in commercial, employment, real estate and personal injury cases.</p>`,
    image: "/images/blog/default.svg",
    category: "Litigation",
    tags: ["Depositions", "Litigation", "Trial Preparation"],
    status: "published",
    featured: false,
    publishDate: "2026-03-05T15:00:00.000Z",
    views: 980,
  },
  {
    title: "LLC, S Corporation or C Corporation: Choosing the Right Entity for Your Business",
    slug: "choosing-the-right-business-entity",
    author: "Eleanor Whitmore",
    authorId: "eleanor-whitmore",
    excerpt:
      "The entity you choose affects your taxes, your liability exposure and your ability to raise capital. Here is how to think through the decision.",
    content: `<p>One of the first decisions a new business owner faces is choosing a legal structure. The choice affects how the business is taxed, how much personal liability the owners carry, how decisions are made and how easily the company can bring in investors. While the decision can be revisited later, changing structures can be costly, so it pays to think carefully from the start.</p>
<h2>Sole proprietorships and general partnerships</h2>
<p>These are the simplest forms of business, requiring little or no paperwork. They also offer no separation between the owners and the business: owners are personally responsible for its debts and liabilities. For most ventures with employees, customers or meaningful assets, we recommend a formal entity.</p>
<h2>Limited liability companies</h2>
<p>The LLC is the most popular choice for small and mid-sized businesses. It offers liability protection similar to a corporation, flexible management and, by default, pass-through taxation, meaning profits are taxed on the owners' personal returns rather than at the company level.</p>
<ul>
<li><strong>Advantages:</strong> flexibility, simple governance, favorable tax treatment for many owners.</li>
<li><strong>Considerations:</strong> some investors prefer corporations, and members may owe self-employment tax on their share of profits.</li>
</ul>
<h2>S corporations</h2>
<p>An S corporation is not a separate type of entity but a federal tax election available to eligible corporations and LLCs. It preserves pass-through taxation and may allow owners who work in the business to reduce self-employment taxes by taking a reasonable salary plus distributions. S corporations are subject to restrictions, including limits on the number and type of shareholders and a single class of stock.</p>
<h2>C corporations</h2>
<p>The C corporation is the traditional structure for companies that plan to raise venture capital or eventually go public. It is taxed at the corporate level, and dividends are taxed again to shareholders. Despite this, many growth companies choose C corporations because investors are familiar with them and they can issue multiple classes of stock.</p>
<blockquote>There is no universally correct answer. The right structure depends on your goals, your tax situation and how you plan to grow.</blockquote>
<h2>Questions to ask before you decide</h2>
<ul>
<li>Will you seek outside investors, and what kind?</li>
<li>Do you expect the business to be profitable early, or to reinvest for several years?</li>
<li>How many owners will there be, and how will decisions be made?</li>
<li>Do you plan to sell the business, pass it to family or operate it indefinitely?</li>
</ul>
<h2>Do not forget the governing documents</h2>
<p>Whatever entity you choose, a thoughtfully drafted operating agreement or set of bylaws and a shareholder agreement are just as important as the filing itself. These documents decide what happens when owners disagree, when someone wants to leave and when the company is sold.</p>
<p>We work with business owners and their accountants to choose the right structure and prepare the documents that support it. A short planning meeting at the outset can prevent expensive restructuring later.</p>`,
    image: "/images/blog/default.svg",
    category: "Corporate Law",
    tags: ["Business Formation", "LLC", "Tax Planning"],
    status: "published",
    featured: false,
    publishDate: "2026-03-24T13:00:00.000Z",
    views: 1875,
  },
  {
    title: "Five Estate Planning Documents Every Adult Should Have",
    slug: "estate-planning-documents-every-adult-needs",
    author: "Catherine Reyes",
    authorId: "catherine-reyes",
    excerpt:
      "Estate planning is not only for the wealthy. These five documents protect you and your family at every stage of life.",
    content: `<p>Many people assume estate planning is something to think about later in life, or only if they have significant wealth. In reality, every adult benefits from a few essential documents. They make sure your wishes are followed, spare your family difficult decisions and avoid court proceedings that can be expensive and slow.</p>
<h2>1. A will</h2>
<p>A will directs how your property will be distributed and names an executor to manage your estate. For parents of minor children, it is also where you nominate a guardian. Without a will, state law determines who inherits, and a court will decide who cares for your children.</p>
<h2>2. A durable power of attorney</h2>
<p>A power of attorney authorizes someone you trust to handle financial matters if you are unable to do so, such as paying bills, managing bank accounts or dealing with insurance. Without one, your family may need to petition a court for guardianship, a process that takes time and money during an already stressful period.</p>
<h2>3. A health care proxy</h2>
<p>A health care proxy names the person who will make medical decisions for you if you cannot communicate your wishes. Choose someone who knows your values and is willing to advocate for you.</p>
<h2>4. A living will</h2>
<p>A living will records your wishes about life-sustaining treatment. It gives guidance to your health care agent and your doctors and can relieve loved ones of the burden of guessing what you would want.</p>
<h2>5. Updated beneficiary designations</h2>
<p>Retirement accounts, life insurance policies and many bank accounts pass directly to the beneficiaries you name, regardless of what your will says. Review these designations regularly, especially after marriage, divorce or the birth of a child.</p>
<blockquote>An estate plan is an act of care for the people you love. It gives them clarity when they need it most.</blockquote>
<h2>When to consider a trust</h2>
<p>For some families, a revocable living trust offers additional benefits, such as privacy, easier management of property in more than one state and the ability to avoid probate. Trusts can also provide for children or beneficiaries with special needs over time rather than all at once.</p>
<h2>Keeping your plan current</h2>
<p>Life changes, and your estate plan should change with it. We recommend reviewing your documents every few years and after any major event:</p>
<ul>
<li>Marriage, divorce or remarriage</li>
<li>The birth or adoption of a child or grandchild</li>
<li>A move to another state</li>
<li>The purchase or sale of a business or significant property</li>
<li>The death or incapacity of a named executor, trustee or agent</li>
</ul>
<p>Divorce in particular can have unexpected effects on an existing plan, which is why our family law and estate planning attorneys often work together. If it has been years since you last reviewed your documents, or if you have never prepared them, we would be glad to help you get started.</p>`,
    image: "/images/blog/default.svg",
    category: "Legal Updates",
    tags: ["Estate Planning", "Wills", "Family"],
    status: "published",
    featured: false,
    publishDate: "2026-04-14T14:00:00.000Z",
    views: 1210,
  },
  {
    title: "Non-Compete Agreements: Where Things Stand for Employers and Employees",
    slug: "non-compete-agreements-what-to-know",
    author: "Marcus Delgado",
    authorId: "marcus-delgado",
    excerpt:
      "Non-competes remain legal in many situations, but courts and legislatures are looking at them more skeptically. Here is how to approach them today.",
    content: `<p>Few employment documents generate as many questions as the non-compete agreement. Employers want to protect customer relationships and confidential information; employees want the freedom to advance their careers. Over the past several years, lawmakers and courts have paid increasing attention to striking that balance.</p>
<h2>The current landscape</h2>
<p>A proposed federal rule that would have banned most non-competes nationwide never took effect after it was challenged in court. That leaves the issue largely to the states, and the rules vary widely. Some states prohibit non-competes for most workers, others bar them for employees below certain income levels, and many continue to enforce them if they are reasonable. In New York, courts enforce non-competes only to the extent they are reasonable and necessary to protect legitimate interests, and legislative proposals to restrict them further continue to be debated.</p>
<h2>What makes a non-compete reasonable?</h2>
<p>Courts generally evaluate several factors:</p>
<ul>
<li><strong>A legitimate business interest,</strong> such as trade secrets, confidential information or customer goodwill.</li>
<li><strong>Reasonable duration,</strong> often measured in months rather than years.</li>
<li><strong>Reasonable geographic scope,</strong> tied to where the employer actually does business.</li>
<li><strong>No undue hardship</strong> on the employee and no harm to the public.</li>
</ul>
<p>Agreements covering low-level employees, or those that would prevent someone from working in their field entirely, are far less likely to be enforced.</p>
<h2>Advice for employers</h2>
<p>Review your agreements with a critical eye. A narrowly tailored agreement is more likely to survive a challenge than a broad one. Consider whether other tools would protect your interests just as well:</p>
<ul>
<li>Confidentiality agreements protecting trade secrets and sensitive data</li>
<li>Customer and employee non-solicitation provisions</li>
<li>Garden leave arrangements that pay employees during a notice period</li>
<li>Clear policies on the return of company property and data</li>
</ul>
<h2>Advice for employees</h2>
<p>Read any restrictive covenant carefully before you sign, and ask questions. Terms are sometimes negotiable, particularly for senior roles. If you are already bound by an agreement and are considering a new position, consult an attorney before you resign. Whether the agreement is enforceable depends on its language, the law that governs it and the facts of your situation.</p>
<blockquote>The most enforceable restriction is the one that asks for no more than the business truly needs.</blockquote>
<h2>Looking ahead</h2>
<p>We expect the law in this area to keep changing. Employers should build an annual review of their restrictive covenants into their compliance calendar, and employees should seek advice whenever a job change might raise questions. Our employment team advises both sides and can help you understand where you stand.</p>`,
    image: "/images/blog/default.svg",
    category: "Employment Law",
    tags: ["Non-Compete", "Restrictive Covenants", "Employment Law"],
    status: "published",
    featured: false,
    publishDate: "2026-05-06T14:00:00.000Z",
    views: 1650,
  },
  {
    title: "Mediation vs. Litigation: Choosing the Right Path for Your Dispute",
    slug: "mediation-vs-litigation",
    author: "Daniel Okafor",
    authorId: "daniel-okafor",
    excerpt:
      "Not every dispute belongs in a courtroom. Learn how mediation works, when it makes sense, and when litigation is the better choice.",
    content: `<p>When a business relationship breaks down or a contract goes unpaid, many people assume their only option is to file a lawsuit. Litigation is sometimes necessary, but it is not the only path. Mediation offers a faster, more private and often less expensive way to resolve disputes. Understanding the strengths of each helps you choose the approach that best serves your goals.</p>
<h2>How mediation works</h2>
<p>In mediation, the parties meet with a neutral mediator, usually an experienced attorney or retired judge, who helps them negotiate a resolution. The mediator does not decide who is right. Instead, the mediator facilitates discussion, helps each side understand the risks of continuing the fight and proposes creative solutions. Mediation is confidential, and nothing is binding unless the parties sign a settlement agreement.</p>
<h2>The advantages of mediation</h2>
<ul>
<li><strong>Speed.</strong> A mediation can often be scheduled within weeks, while a lawsuit can take a year or more to reach trial.</li>
<li><strong>Cost.</strong> Resolving a case early avoids the expense of discovery, expert witnesses and trial preparation.</li>
<li><strong>Control.</strong> The parties, not a judge or jury, decide the outcome.</li>
<li><strong>Privacy.</strong> Court filings are generally public; mediation discussions are not.</li>
<li><strong>Relationships.</strong> Mediation is less adversarial, which matters when the parties will continue to do business together or co-own a company.</li>
</ul>
<h2>When litigation may be the better choice</h2>
<p>Mediation works only when both sides are willing to negotiate in good faith. Litigation may be necessary when:</p>
<ul>
<li>The other party refuses to participate or is acting in bad faith.</li>
<li>You need urgent court relief, such as an injunction to stop the misuse of trade secrets.</li>
<li>The dispute involves an important legal principle that requires a court ruling.</li>
<li>Critical evidence is in the other side's hands and can be obtained only through discovery.</li>
</ul>
<h2>Mediation during litigation</h2>
<p>The choice is not always one or the other. Many courts encourage or require mediation after a lawsuit has been filed, and parties frequently agree to mediate once key facts have come out in discovery. In our experience, the best results come when a client is fully prepared for trial but open to a fair resolution.</p>
<blockquote>Being ready to try a case is what gives you leverage at the mediation table.</blockquote>
<h2>Preparing for a successful mediation</h2>
<p>Preparation matters as much in mediation as in court. We work with clients to identify their real priorities, assess the strengths and weaknesses of both sides, and prepare a concise written statement for the mediator. We also discuss settlement authority in advance so that a deal can be reached on the day.</p>
<p>If you are facing a business dispute and are unsure which path to take, our litigation team can evaluate your options and recommend a strategy that fits your goals and budget.</p>`,
    image: "/images/blog/default.svg",
    category: "Litigation",
    tags: ["Mediation", "Dispute Resolution", "Litigation"],
    status: "published",
    featured: true,
    publishDate: "2026-05-27T14:00:00.000Z",
    views: 1330,
  },
  {
    title: "A Due Diligence Checklist for Buying Commercial Property",
    slug: "commercial-property-due-diligence-checklist",
    author: "Rebecca Lindqvist",
    authorId: "rebecca-lindqvist",
    excerpt:
      "The due diligence period is your best chance to uncover problems before you commit. Use this checklist to make the most of it.",
    content: `<p>Buying commercial real estate is a significant investment, and the contract usually gives the buyer a limited window to investigate the property before the deposit becomes non-refundable. How you use that due diligence period can make the difference between a sound investment and an expensive surprise.</p>
<h2>Title and survey</h2>
<p>Order a title commitment and a current survey as early as possible. Review them for easements, encroachments, liens, restrictive covenants and access issues. Any objections must usually be raised by a deadline set in the contract.</p>
<ul>
<li>Confirm legal access to a public road.</li>
<li>Identify easements that could limit future development.</li>
<li>Verify that mortgages and judgments will be paid off at closing.</li>
</ul>
<h2>Zoning and land use</h2>
<p>Confirm that the current use is permitted and that any planned changes are allowed. A zoning report or letter from the municipality can identify nonconforming uses, open violations and parking or signage restrictions.</p>
<h2>Physical condition</h2>
<p>Engage qualified professionals to inspect the roof, structure, mechanical systems, elevators and building envelope. A property condition report will estimate the cost of near-term repairs and replacements, which can support a price negotiation.</p>
<h2>Environmental review</h2>
<p>A Phase I environmental site assessment is standard for most commercial purchases and is often required by lenders. If the report identifies concerns, a Phase II investigation may be needed. Environmental liability can follow the property, so this step deserves careful attention.</p>
<h2>Leases and income</h2>
<p>If the property is leased, review every lease, amendment and guaranty. Compare the rent roll to the leases themselves, and request tenant estoppel certificates confirming rent, security deposits and the absence of defaults.</p>
<h2>Financial and operating records</h2>
<p>Review operating statements, real estate tax bills, utility costs and service contracts. Decide which service contracts you will assume and which the seller should terminate before closing.</p>
<blockquote>The due diligence period goes quickly. A clear plan and an early start keep the deadlines working for you rather than against you.</blockquote>
<h2>Financing and insurance</h2>
<p>Coordinate with your lender early, because the lender's requirements for appraisals, environmental reports and surveys can affect your timeline. Obtain insurance quotes, including flood coverage where appropriate, before the contingency period ends.</p>
<h2>Deciding whether to proceed</h2>
<p>At the end of the due diligence period you will typically have three options: proceed as agreed, negotiate a price reduction or seller credit, or terminate the contract and recover your deposit. Having complete information allows you to make that decision with confidence.</p>
<p>Our real estate attorneys coordinate the due diligence process for buyers of office, retail, industrial and mixed-use properties, keeping every deadline on track.</p>`,
    image: "/images/blog/default.svg",
    category: "Real Estate",
    tags: ["Commercial Real Estate", "Due Diligence", "Acquisitions"],
    status: "published",
    featured: false,
    publishDate: "2026-06-18T14:00:00.000Z",
    views: 760,
  },
  {
    title: "Know Your Rights During a Police Stop",
    slug: "know-your-rights-during-a-police-stop",
    author: "Thomas Hartley",
    authorId: "thomas-hartley",
    excerpt:
      "A traffic stop or street encounter can escalate quickly. Knowing your rights, and how to assert them respectfully, protects you both in the moment and later in court.",
    content: `<p>Most encounters with police officers are brief and uneventful. Still, when you are stopped on the street or pulled over in your car, it is easy to feel anxious and unsure of what to say. As a former prosecutor and now a defense attorney, I have seen how a few moments of uncertainty can affect the outcome of a case. Here is what everyone should know.</p>
<h2>Stay calm and respectful</h2>
<p>Keep your hands visible, do not run and do not physically resist, even if you believe the stop is unjustified. Arguing at the roadside will not change the outcome. The place to challenge an unlawful stop is later, in court, with the help of an attorney.</p>
<h2>You have the right to remain silent</h2>
<p>You are generally not required to answer questions about where you are going, where you have been or what you have been doing. If you choose to exercise this right, say so clearly: <strong>"I am choosing to remain silent."</strong> In a traffic stop, you must provide your license, registration and proof of insurance when asked. Some states also require people to identify themselves in certain circumstances, so providing your name is usually the safest course.</p>
<h2>You do not have to consent to a search</h2>
<p>Officers may ask for permission to search you, your car or your home. You have the right to refuse. Say calmly, <strong>"I do not consent to a search."</strong> If an officer searches anyway, do not resist. Your refusal preserves your ability to challenge the search later.</p>
<h2>Ask whether you are free to leave</h2>
<p>If you are not sure whether you are being detained, ask, "Officer, am I free to go?" If the answer is yes, leave calmly. If not, you are being detained, and you should remain calm and silent.</p>
<h2>If you are arrested</h2>
<ul>
<li>Say clearly that you want to speak with a lawyer, then stop talking.</li>
<li>Do not discuss your case with anyone other than your attorney, including cellmates, friends on recorded jail phones or on social media.</li>
<li>Do not sign any statement without legal advice.</li>
<li>Remember the officers' names and badge numbers if you can.</li>
</ul>
<blockquote>Anything you say can be used against you. Politely invoking your rights is never an admission of guilt.</blockquote>
<h2>After the encounter</h2>
<p>As soon as you can, write down everything you remember: the time and place, what was said, the names of any witnesses and whether any video may exist. These details fade quickly, and they can be crucial to your defense.</p>
<h2>Why early legal advice matters</h2>
<p>Decisions made in the first hours and days after an arrest, such as whether to speak with investigators or how to approach a bail hearing, can shape the entire case. A defense attorney can protect your rights from the start and begin investigating while evidence is still fresh.</p>
<p>This article provides general information, not legal advice for a specific situation. If you or a family member has been arrested or contacted by investigators, contact our criminal defense team for a confidential consultation.</p>`,
    image: "/images/blog/default.svg",
    category: "Legal Updates",
    tags: ["Criminal Defense", "Civil Rights", "Know Your Rights"],
    status: "published",
    featured: false,
    publishDate: "2026-07-09T14:00:00.000Z",
    views: 2050,
  },
  {
    title: "Workplace Investigations: A Practical Guide for HR Leaders",
    slug: "workplace-investigations-guide",
    author: "Marcus Delgado",
    authorId: "marcus-delgado",
    excerpt:
      "A prompt, fair investigation is one of an employer's best defenses when a complaint is made. Here is how to plan and conduct one well.",
    content: `<p>When an employee reports harassment, discrimination, safety violations or other misconduct, the employer's response matters as much as the underlying facts. A prompt and impartial investigation protects employees, demonstrates that the organization takes complaints seriously and provides a strong defense if the matter later becomes a legal claim.</p>
<h2>Act promptly</h2>
<p>Delays undermine trust and can allow problems to continue. Acknowledge the complaint quickly, decide who will investigate and consider whether interim measures are needed, such as adjusting schedules or reporting lines. Interim steps should never penalize the person who raised the concern.</p>
<h2>Choose the right investigator</h2>
<p>The investigator should be impartial, trained and without a personal stake in the outcome. For complaints involving senior leaders, or where litigation seems likely, an outside investigator is often the better choice. Involving counsel early can also help protect privileged communications.</p>
<h2>Plan before you begin</h2>
<ul>
<li>Define the scope: which allegations will be investigated?</li>
<li>Identify witnesses and the order in which they will be interviewed.</li>
<li>Preserve relevant documents, emails, messages and video.</li>
<li>Review applicable policies and any prior complaints.</li>
</ul>
<h2>Conduct fair interviews</h2>
<p>Begin by explaining the purpose of the interview and the company's prohibition on retaliation. Ask open-ended questions, listen carefully and give the accused employee a full opportunity to respond. Take detailed notes, and avoid promising absolute confidentiality; instead, explain that information will be shared only as needed.</p>
<blockquote>An investigation is judged by its fairness as much as by its conclusion.</blockquote>
<h2>Reach and document a conclusion</h2>
<p>Most workplace investigations apply a "more likely than not" standard. The investigator should weigh the evidence, assess credibility based on specific factors, such as consistency and corroboration, and explain the reasoning in a written report. The report should be factual and measured, avoiding legal conclusions about whether a law was violated.</p>
<h2>Follow through</h2>
<p>Once findings are made, management decides on any corrective action. Communicate the outcome to the complainant and the accused employee at an appropriate level of detail, and monitor the workplace afterward for any sign of retaliation. Consider whether policies, training or supervision should change to prevent a recurrence.</p>
<h2>Common mistakes to avoid</h2>
<ul>
<li>Waiting for a written complaint before acting on a verbal one</li>
<li>Allowing a witness's supervisor to sit in on interviews</li>
<li>Failing to preserve electronic evidence</li>
<li>Reaching conclusions before all witnesses have been heard</li>
</ul>
<p>Our employment attorneys conduct independent investigations and train HR teams to handle complaints effectively. If you are facing a sensitive complaint, we can help you respond with confidence.</p>`,
    image: "/images/blog/default.svg",
    category: "Employment Law",
    tags: ["Workplace Investigations", "HR", "Harassment Prevention"],
    status: "published",
    featured: false,
    publishDate: "2026-08-04T14:00:00.000Z",
    views: 540,
  },
  {
    title: "Shareholder Agreements: Planning for the Conversations No One Wants to Have",
    slug: "shareholder-agreements-planning-ahead",
    author: "Eleanor Whitmore",
    authorId: "eleanor-whitmore",
    excerpt:
      "Co-owners rarely expect to disagree, but a well-drafted shareholder agreement ensures that when they do, the business survives.",
    content: `<p>When friends, family members or colleagues go into business together, optimism runs high. Few founders want to spend their early days discussing what will happen if one of them leaves, becomes ill or wants to sell. Yet those are exactly the conversations that a shareholder agreement, or an operating agreement for an LLC, is designed to address.</p>
<h2>Why the default rules are not enough</h2>
<p>Without a written agreement, state law supplies default rules for how a company is governed and what happens when owners part ways. Those rules were not written with your business in mind. They may allow an owner to sell shares to an outsider, leave the company without a practical way to buy out a departing owner, or lead to deadlock that only a court can break.</p>
<h2>Key provisions to consider</h2>
<ul>
<li><strong>Transfer restrictions.</strong> Rights of first refusal and consent requirements keep ownership within the intended group.</li>
<li><strong>Buy-sell triggers.</strong> Death, disability, retirement, termination of employment, divorce and bankruptcy can each trigger a purchase of the affected owner's shares.</li>
<li><strong>Valuation.</strong> An agreed method for setting the price, whether a formula, an annual agreed value or an independent appraisal, avoids disputes at the worst possible time.</li>
<li><strong>Funding.</strong> Life and disability insurance or installment payment terms make sure a buyout is affordable.</li>
<li><strong>Decision-making.</strong> Identify decisions that require unanimous or supermajority approval, such as taking on major debt or admitting new owners.</li>
<li><strong>Deadlock resolution.</strong> Mediation, tie-breaking directors or buy-sell mechanisms can break an impasse without litigation.</li>
<li><strong>Drag-along and tag-along rights.</strong> These provisions protect both majority and minority owners when the company is sold.</li>
</ul>
<blockquote>The best time to agree on how to part ways is when everyone still wants to work together.</blockquote>
<h2>Family businesses deserve special attention</h2>
<p>In family-owned companies, business and personal relationships overlap. Shareholder agreements can address whether shares may pass to spouses or in-laws, how the next generation will be brought into ownership and what happens if a marriage ends. Coordinating the agreement with each owner's estate plan is essential.</p>
<h2>Keep it current</h2>
<p>A shareholder agreement signed a decade ago may no longer reflect the value of the business, the roles of the owners or their personal circumstances. Valuation formulas and insurance coverage, in particular, should be reviewed regularly.</p>
<p>We have seen well-drafted agreements allow businesses to weather the departure or death of an owner with minimal disruption, and we have seen the costly disputes that arise when no agreement exists. If your company does not have an agreement, or has not reviewed it in several years, now is the time.</p>`,
    image: "/images/blog/default.svg",
    category: "Corporate Law",
    tags: ["Shareholder Agreements", "Buy-Sell", "Family Business"],
    status: "published",
    featured: false,
    publishDate: "2026-09-03T14:00:00.000Z",
    views: 690,
  },
  {
    title: "Preserving Evidence After a Serious Accident",
    slug: "preserving-evidence-after-an-accident",
    author: "Daniel Okafor",
    authorId: "daniel-okafor",
    excerpt:
      "The strength of an injury claim often depends on evidence gathered in the first days after an accident. Here is what to collect and why it matters.",
    content: `<p>After a serious accident, your first priority is your health and safety. Once you are able, however, the steps you take to preserve evidence can have a significant effect on your ability to recover compensation. Evidence disappears quickly: vehicles are repaired, video is recorded over and memories fade.</p>
<h2>At the scene, if you are able</h2>
<ul>
<li>Call 911 and request police and medical assistance.</li>
<li>Photograph the scene from several angles, including vehicles, road conditions, signs, lighting and any visible injuries.</li>
<li>Collect names and contact information for drivers, passengers and witnesses.</li>
<li>Note nearby businesses or homes that may have security cameras.</li>
<li>Avoid discussing fault or apologizing; simply exchange information.</li>
</ul>
<h2>In the days that follow</h2>
<p>Seek medical care promptly, even if you feel all right. Some injuries, including concussions and soft-tissue injuries, do not show symptoms right away, and a gap in treatment can be used by insurers to question your claim. Keep copies of medical records, bills and prescriptions.</p>
<p>Write down your recollection of the accident while it is fresh. Include the time, the weather, what you saw and heard, and anything the other parties said.</p>
<h2>Video and electronic evidence</h2>
<p>Surveillance systems, traffic cameras and dashboard cameras often overwrite footage within days or weeks. Vehicle event data recorders and cell phone records may also be relevant. An attorney can send preservation letters promptly, putting the other parties on notice that they must not destroy relevant evidence.</p>
<blockquote>In many cases, the most important evidence is the evidence that still exists only because someone asked for it to be preserved in time.</blockquote>
<h2>Physical evidence</h2>
<p>Do not repair or dispose of your vehicle, bicycle, helmet or damaged personal property until your attorney has had an opportunity to document it. In cases involving defective products, the product itself is critical evidence.</p>
<h2>Be careful with social media</h2>
<p>Insurance companies routinely review claimants' social media accounts. Photos or comments that seem harmless can be taken out of context. Consider pausing your activity and avoid posting about the accident or your injuries.</p>
<h2>Track your losses</h2>
<p>Keep a record of missed work, out-of-pocket expenses, travel to medical appointments and the ways your injuries affect your daily life. This information helps document the full extent of your damages.</p>
<h2>Time limits apply</h2>
<p>Every claim is subject to deadlines, and claims against government agencies can require formal notice within a very short period. Speaking with an attorney early protects your rights and allows time for a thorough investigation.</p>
<p>Our attorneys investigate accidents promptly, working with reconstruction experts and investigators when needed. Consultations for personal injury matters are free and confidential.</p>`,
    image: "/images/blog/default.svg",
    category: "Litigation",
    tags: ["Personal Injury", "Evidence", "Accidents"],
    status: "published",
    featured: false,
    publishDate: "2026-10-14T14:00:00.000Z",
    views: 430,
  },
  {
    title: "Closing Day: What Home Buyers Should Bring and Expect",
    slug: "home-closing-day-what-to-expect",
    author: "Rebecca Lindqvist",
    authorId: "rebecca-lindqvist",
    excerpt:
      "After months of searching and negotiating, closing day finally arrives. Here is how to prepare so that it goes smoothly.",
    content: `<p>Closing day is the moment when a home purchase becomes final: documents are signed, funds are transferred and the keys change hands. For first-time buyers especially, the process can feel unfamiliar. A little preparation goes a long way toward a smooth and stress-free closing.</p>
<h2>In the weeks before closing</h2>
<ul>
<li><strong>Respond quickly to your lender.</strong> Lenders often request updated pay stubs, bank statements or explanations of deposits shortly before closing.</li>
<li><strong>Avoid new debt.</strong> Do not open credit cards, finance a car or change jobs without talking to your lender first.</li>
<li><strong>Arrange homeowner's insurance.</strong> Your lender will require proof of coverage before closing.</li>
<li><strong>Review the title report.</strong> Your attorney will address any liens, open permits or other issues that must be cleared.</li>
</ul>
<h2>Review the closing disclosure</h2>
<p>Federal rules require your lender to provide a Closing Disclosure at least three business days before closing. Compare it with your loan estimate and ask your attorney or lender about any differences in interest rate, fees or cash due at closing.</p>
<h2>The final walk-through</h2>
<p>Shortly before closing, visit the property to confirm that it is in the condition promised in the contract, that agreed repairs have been completed, and that included appliances and fixtures remain. Run the faucets, test the appliances and check for any new damage.</p>
<h2>What to bring</h2>
<ul>
<li>A valid government-issued photo ID</li>
<li>Confirmation of your wire transfer or a certified check, as instructed</li>
<li>Proof of homeowner's insurance, if not already provided</li>
<li>Any documents your attorney or lender has specifically requested</li>
</ul>
<blockquote><strong>Beware of wire fraud.</strong> Always confirm wiring instructions by calling a known phone number for your attorney or title company. Never rely on instructions received only by email.</blockquote>
<h2>At the closing table</h2>
<p>Expect to sign a substantial stack of documents, including the promissory note, the mortgage and various affidavits and disclosures. Your attorney will explain each document and answer questions. Take your time; it is your right to understand what you are signing.</p>
<h2>After closing</h2>
<p>The deed and mortgage will be recorded with the county, and your title insurance policy will be issued afterward. Keep your closing documents in a safe place, change the locks and update your address with your bank, employer and the post office.</p>
<p>Our real estate attorneys represent buyers and sellers from contract through closing. If you are preparing to buy a home, we would be glad to guide you through each step.</p>`,
    image: "/images/blog/default.svg",
    category: "Real Estate",
    tags: ["Residential Real Estate", "Home Buying", "Closings"],
    status: "published",
    featured: false,
    publishDate: "2026-11-10T14:00:00.000Z",
    views: 120,
  },
  // Drafts
  {
    title: "Divorce and the Family Business: Protecting What You Have Built",
    slug: "divorce-and-the-family-business",
    author: "Catherine Reyes",
    authorId: "catherine-reyes",
    excerpt:
      "When a marriage ends and a business is involved, careful planning and expert valuation are essential to reach a fair result and keep the company running.",
    content: `<p>For many couples, a closely held business is the most valuable asset they own, and often the most complicated one to address in a divorce. Whether one spouse built the business alone or both spouses worked in it together, the questions are similar: is the business marital property, what is it worth, and how can it be divided without harming the company or its employees?</p>
<h2>Marital or separate property?</h2>
<p>Under New York's equitable distribution system, a business started during the marriage is generally marital property. A business started before the marriage may be separate property, but an increase in its value during the marriage can be treated as marital if it resulted from either spouse's efforts. Careful records showing when and how the business was acquired and funded are critical.</p>
<h2>Valuing the business</h2>
<p>Valuation is often the most contested issue. Forensic accountants and valuation experts may use several methods:</p>
<ul>
<li><strong>Income approach,</strong> based on expected future earnings.</li>
<li><strong>Market approach,</strong> based on sales of comparable businesses.</li>
<li><strong>Asset approach,</strong> based on the value of the company's assets minus its liabilities.</li>
</ul>
<p>Questions about personal goodwill, owner compensation and discretionary expenses can significantly affect the final number.</p>
<h2>Options for division</h2>
<p>Courts and couples generally choose among three approaches: one spouse keeps the business and compensates the other with other assets or payments over time; the business is sold and the proceeds divided; or, less commonly, both spouses continue to own it together. Each option carries tax and practical consequences that should be evaluated with advisors.</p>
<blockquote>The goal is a fair division that allows the business, and the family, to move forward.</blockquote>
<h2>Keep the business running</h2>
<p>Divorce proceedings can take months. During that time it is important to maintain normal operations, avoid unusual transactions and keep employees, customers and lenders confident. Agreements about interim management can prevent disputes.</p>
<h2>Plan ahead</h2>
<p>Prenuptial and postnuptial agreements, along with well-drafted shareholder agreements, can greatly simplify these issues. Business owners who are planning to marry, or who are bringing a spouse into the business, should consider these documents carefully.</p>
<p>Our family law and corporate attorneys work together on divorces involving business interests, so clients receive coordinated advice on both the family and business sides of the case.</p>`,
    image: "/images/blog/default.svg",
    category: "Legal Updates",
    tags: ["Divorce", "Family Business", "Business Valuation"],
    status: "draft",
    featured: false,
    publishDate: null,
    views: 0,
  },
  {
    title: "Construction Defect Claims: A Guide for Property Owners",
    slug: "construction-defect-claims-for-property-owners",
    author: "Rebecca Lindqvist",
    authorId: "rebecca-lindqvist",
    excerpt:
      "Leaks, cracks and failing systems can turn a new building into a costly problem. Here is how owners can protect their rights when construction goes wrong.",
    content: `<p>Whether you have purchased a newly built home, renovated an office or developed a commercial property, discovering construction defects is frustrating and expensive. Water intrusion, structural cracks, faulty mechanical systems and code violations can reduce a property's value and create safety risks. Knowing your rights, and acting promptly, gives you the best chance of a full recovery.</p>
<h2>Common types of construction defects</h2>
<ul>
<li>Water intrusion through roofs, windows, foundations or facades</li>
<li>Structural problems, including settlement and cracking</li>
<li>Defective heating, cooling, plumbing or electrical systems</li>
<li>Use of substandard or nonconforming materials</li>
<li>Work that fails to comply with plans, specifications or building codes</li>
</ul>
<h2>Who may be responsible?</h2>
<p>Depending on the project, responsibility may rest with the developer, the general contractor, subcontractors, architects, engineers or material suppliers. Your contracts, warranties and the circumstances of the defect will determine which parties may be held accountable.</p>
<h2>Review your contracts and warranties</h2>
<p>Construction contracts often contain notice requirements, warranty periods, dispute resolution procedures and limitations on damages. New homes may also carry warranties created by statute. Missing a notice deadline can jeopardize a valid claim, so review these documents as soon as a problem appears.</p>
<blockquote>Document first, repair second. Evidence of the defect is essential to proving your claim.</blockquote>
<h2>Document the problem</h2>
<p>Photograph and record the defect and any resulting damage. Keep copies of correspondence with the builder or contractor, repair estimates and invoices. Where appropriate, engage an independent engineer or construction expert to evaluate the cause and the cost of repair. Take reasonable steps to prevent further damage, but avoid destroying evidence before it has been documented.</p>
<h2>Resolving the dispute</h2>
<p>Many construction disputes are resolved through negotiation, mediation or arbitration, particularly where the contract requires it. When those efforts fail, litigation may be necessary. Because these cases often involve several parties and technical questions, early expert involvement and a clear strategy are key.</p>
<h2>Mind the deadlines</h2>
<p>Claims for breach of contract, breach of warranty and negligence are each subject to time limits that may begin running at completion of the work or at discovery of the defect. Consult an attorney promptly to protect your rights.</p>
<p>Our real estate and litigation attorneys represent owners, associations and developers in construction disputes and can help you evaluate your options.</p>`,
    image: "/images/blog/default.svg",
    category: "Real Estate",
    tags: ["Construction", "Real Estate", "Property Owners"],
    status: "draft",
    featured: false,
    publishDate: null,
    views: 0,
  },
  {
    title: "How to Prepare for a Wage and Hour Audit",
    slug: "preparing-for-a-wage-and-hour-audit",
    author: "Marcus Delgado",
    authorId: "marcus-delgado",
    excerpt:
      "A notice from the Department of Labor does not have to become a crisis. Here is how employers can prepare and respond with confidence.",
    content: `<p>Wage and hour claims are among the most common employment disputes, and government audits can arrive with little warning, sometimes prompted by a single employee complaint. Employers who keep good records and review their practices regularly are in the strongest position to respond. Here is how to prepare.</p>
<h2>Understand what auditors look for</h2>
<p>Federal and state labor agencies typically focus on a few recurring issues:</p>
<ul>
<li><strong>Employee classification,</strong> including whether salaried employees truly qualify as exempt from overtime.</li>
<li><strong>Independent contractors</strong> who may actually be employees under the applicable tests.</li>
<li><strong>Overtime calculations,</strong> including whether bonuses and commissions are included in the regular rate.</li>
<li><strong>Off-the-clock work,</strong> such as pre-shift tasks, email after hours or short meal breaks.</li>
<li><strong>Minimum wage and tip credit rules,</strong> particularly in hospitality.</li>
<li><strong>Required notices and pay statements.</strong></li>
</ul>
<h2>Conduct a self-audit</h2>
<p>The best preparation is a confidential review conducted with counsel before any agency contact. Examine job descriptions and actual duties for exempt positions, review timekeeping and payroll practices, and confirm that wage notices and pay statements contain required information. Conducting the review under the direction of counsel helps protect its findings.</p>
<h2>Train the people who manage time</h2>
<p>Supervisors who approve timecards and schedule shifts are often the source of wage and hour problems, usually without realizing it. Make sure they understand that all time worked must be recorded and paid, that employees may not waive overtime, and that edits to time records must be documented and explained.</p>
<h2>Keep complete records</h2>
<p>Employers must keep payroll and time records for a period of years. Make sure records are accurate, complete and easy to retrieve. Gaps in records can lead auditors to rely on employees' estimates of hours worked.</p>
<blockquote>An audit is far easier to manage when the answers are already in your files.</blockquote>
<h2>If you receive an audit notice</h2>
<ul>
<li>Contact counsel promptly, before responding to the agency.</li>
<li>Calendar every deadline in the notice.</li>
<li>Identify the records requested and gather them carefully.</li>
<li>Designate a single point of contact for communications with investigators.</li>
<li>Remind managers that retaliation against employees who participate is prohibited.</li>
</ul>
<h2>Correct problems going forward</h2>
<p>If an audit or self-review uncovers errors, fix them promptly. Reclassify positions, adjust pay practices and update policies. Whether and how to pay back wages should be discussed with counsel so that any payments are handled properly.</p>
<p>Our employment team conducts wage and hour audits and represents employers in agency investigations. A proactive review today can prevent a much larger problem tomorrow.</p>`,
    image: "/images/blog/default.svg",
    category: "Employment Law",
    tags: ["Wage and Hour", "Compliance", "Audits"],
    status: "draft",
    featured: false,
    publishDate: null,
    views: 0,
  },
];
