import { DEFAULT_HOURS } from "../../../domain/constants";
import { DEFAULT_ACKNOWLEDGEMENT } from "../../../domain/messages";
import type { firmSettings } from "../../schema";

const disclaimer = [
  "Attorney Advertising. The information on this website is provided by Whitmore & Associates for general informational purposes only. It is not legal advice, and it should not be relied upon as a substitute for advice from a qualified attorney about your specific situation. Laws change frequently and vary from state to state, and the content of this website may not reflect the most current legal developments.",
  "Viewing this website, subscribing to our newsletter, or contacting the firm through this website, by email or by telephone does not create an attorney-client relationship. An attorney-client relationship with Whitmore & Associates is formed only when the firm has confirmed that there is no conflict of interest and both the client and the firm have signed a written engagement agreement. Until then, please do not send confidential or time-sensitive information, because the firm cannot guarantee that it will be kept confidential or acted upon.",
  "Prior results, case descriptions and client testimonials on this website do not guarantee or predict a similar outcome in any future matter. Every case is different, and the outcome of any legal matter depends on its particular facts and circumstances. Testimonials reflect the personal experiences of individual clients and are not a representation of the results any other client will obtain.",
  "The attorneys of Whitmore & Associates are licensed to practice law only in the jurisdictions listed in their individual profiles. Nothing on this website is intended to solicit clients in any jurisdiction where such solicitation would not comply with applicable rules of professional conduct. Links to third-party websites are provided for convenience only; the firm does not endorse and is not responsible for their content.",
].join("\n\n");

const privacyPolicy = [
  "Whitmore & Associates respects your privacy. This policy explains what information we collect through this website, how we use it and the choices available to you.",
  "Information you provide. When you submit a contact form, request a consultation, share a testimonial or subscribe to our newsletter, we collect the information you choose to give us, such as your name, email address, telephone number, the practice area you are interested in and the content of your message. Please do not include confidential details of a legal matter in a website submission.",
  "Information collected automatically. Like most websites, our servers record basic technical information, such as your browser type, the pages you visit and the date and time of your visit, to keep the site secure and to understand how it is used. We do not use this information to identify you personally, and we do not sell it.",
  "How we use information. We use the information you provide to respond to your enquiry, to check for conflicts of interest, to send newsletters you have requested and to improve our services. Testimonials are published only after review and only with the details you submitted for publication.",
  "Sharing. We do not sell, rent or trade personal information. We share it only with service providers who help us operate the website and communicate with you, under obligations of confidentiality, or when required by law or the rules of professional conduct.",
  "Security and retention. We use reasonable administrative, technical and physical safeguards to protect your information, and we keep it only as long as necessary for the purposes described here or as required by law. No method of transmission over the internet is completely secure.",
  "Your choices. You may unsubscribe from our newsletter at any time using the link in each email, and you may ask us to access, correct or delete information you have submitted by writing to info@whitmorelaw.com or calling (555) 123-4567. We may update this policy from time to time; the current version is always posted on this website.",
].join("\n\n");

const termsOfService = [
  "Welcome to the website of Whitmore & Associates. By accessing or using this website, you agree to these terms of service. If you do not agree, please do not use the website.",
  "Informational use only. The content of this website, including articles, practice area descriptions and attorney profiles, is provided for general informational purposes and does not constitute legal advice. Your use of the website does not create an attorney-client relationship with the firm. You should consult a qualified attorney before acting on any information found here.",
  "Intellectual property. All content on this website, including text, graphics, logos and design, is the property of Whitmore & Associates or is used with permission, and is protected by copyright and trademark laws. You may view and print pages for your personal, non-commercial use, provided that you do not modify the content or remove any notices. Any other use requires our prior written consent.",
  "Submissions. If you submit a testimonial or other content, you confirm that it is truthful and your own, and you grant the firm permission to review, edit for length and clarity, and publish it on this website. We may decline to publish any submission at our discretion.",
  "Acceptable use. You agree not to misuse the website, including by attempting to gain unauthorized access to any part of it, interfering with its operation, or submitting unlawful, misleading or abusive content.",
  'Disclaimer of warranties and limitation of liability. The website is provided on an "as is" and "as available" basis without warranties of any kind. To the fullest extent permitted by law, Whitmore & Associates is not liable for any damages arising from your use of, or inability to use, the website or any information on it.',
  "Governing law. These terms are governed by the laws of the State of New York, without regard to its conflict of laws principles. We may revise these terms at any time by posting an updated version on this website.",
].join("\n\n");

const barAssociations = [
  "The attorneys of Whitmore & Associates are admitted to practice in New York, New Jersey and Connecticut, and before the United States District Courts for the Southern and Eastern Districts of New York and the United States Court of Appeals for the Second Circuit. Each attorney's individual admissions are listed on his or her profile page.",
  "New York State Bar Association. Our attorneys are active members and participate in the Business Law, Commercial and Federal Litigation, Family Law, Real Property Law, Labor and Employment Law and Criminal Justice sections.",
  "American Bar Association. Firm attorneys are members of the ABA and its Business Law, Litigation and Family Law sections, and regularly attend its national programs to stay current on developments across our practice areas.",
  "New York City and county bar associations. Our lawyers serve on committees of local bar associations, contribute to continuing legal education programs and take part in pro bono and lawyer referral initiatives that connect residents with affordable legal help.",
  "New Jersey State Bar Association and Connecticut Bar Association. Attorneys admitted in those states maintain memberships to serve clients whose businesses, property and families cross state lines.",
  "Professional responsibility. Every attorney at the firm is subject to the rules of professional conduct of the jurisdictions in which he or she is admitted. Information about attorney registration and discipline is available from the courts and bar authorities of each state.",
].join("\n\n");

/** The firm's own details: the single firm_settings row. */
export const demoSettings: typeof firmSettings.$inferInsert = {
  id: 1,
  firmName: "Whitmore & Associates",
  email: "info@whitmorelaw.com",
  phone: "(555) 123-4567",
  address: "123 Legal Plaza, Suite 400, New York, NY 10001",
  website: "https://www.whitmorelaw.com",
  hours: { ...DEFAULT_HOURS },
  disclaimer,
  privacyPolicy,
  termsOfService,
  barAssociations,
  logoUrl: null,
  faviconUrl: null,
  // The wording that names the response-time promise (the column's stored default predates it).
  acknowledgementText: DEFAULT_ACKNOWLEDGEMENT,
};

/** The demo firm's search synonyms (Settings → Search): abbreviations and everyday words for its practice areas. */
export const demoSearchSynonyms = [
  "DUI = drunk driving, DWI, criminal defense",
  "DWI = drunk driving, DUI, criminal defense",
  "drunk driving = DUI, DWI",
  "car accident = personal injury, collision",
  "slip and fall = premises liability, personal injury",
  "will = estate planning",
  "custody = family law, parenting plan",
  "lawsuit = litigation",
  "LLC = business formation, corporate law",
  "fired = wrongful termination, employment law",
].join("\n");
