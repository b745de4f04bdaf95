/**
 * The conflict pre-screen's matching: names compared case- and accent-insensitively ("José
 * Núñez" = "jose nunez"), emails by their lower case. A pre-screen only: it finds the same written
 * name, not the same person, and misses a party written differently.
 */

/** Lower case, accents dropped, punctuation as space, spaces collapsed. */
const normalizeName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.&]+/gu, " ")
    .trim();

/** Every name an enquiry mentions: the visitor's own and each listed other party (comma, semicolon or line). */
function namesOf(enquiry: { name: string; otherParties: string | null }): Map<string, string> {
  const names = new Map<string, string>();
  for (const raw of [enquiry.name, ...(enquiry.otherParties ?? "").split(/[,;\n]/)]) {
    const written = raw.trim();
    const key = normalizeName(written);
    if (key.length >= 2 && !names.has(key)) names.set(key, written);
  }
  return names;
}

interface Screened {
  name: string;
  email: string;
  otherParties: string | null;
}

/** What two enquiries have in common (as this one writes it): shared names, and the email if equal. */
export function sharedParties(current: Screened, earlier: Screened): string[] {
  const mine = namesOf(current);
  const theirs = namesOf(earlier);
  const shared = [...mine].filter(([key]) => theirs.has(key)).map(([, written]) => written);
  if (current.email && current.email.toLowerCase() === earlier.email.toLowerCase()) shared.push(current.email);
  return shared;
}
