import { withoutNonces } from "./nonce";

/** A weak ETag of the content (nonces left out: they differ per response, the content does not). */
export async function etagOf(body: ArrayBuffer, contentType: string): Promise<string> {
  const bytes = contentType.includes("text/html")
    ? new TextEncoder().encode(withoutNonces(new TextDecoder().decode(body)))
    : body;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", bytes));
  const hex = [...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `W/"${hex}"`;
}

/** RFC 9110 If-None-Match: weak comparison, a list or `*`. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
