/** A weak ETag of the content: a stored page is the same bytes for everyone (its markup uses no nonce). */
export async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", body));
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
