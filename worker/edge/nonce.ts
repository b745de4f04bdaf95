/**
 * A cached page holds no nonce to replay: its markup uses none (public pages' few scripts are allowed
 * by hash, domain/page-scripts.ts), and each answer from the cache gets a fresh nonce in its CSP
 * header. docs/decisions/007-edge-cache.md.
 */
const NONCE_SOURCE = /'nonce-[^']*'/g;

function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Renews the CSP header's nonce: the one per-response part of a cached page, and no body rewrite. */
export function renewNonce(headers: Headers): void {
  const csp = headers.get("Content-Security-Policy");
  if (csp) headers.set("Content-Security-Policy", csp.replace(NONCE_SOURCE, `'nonce-${freshNonce()}'`));
}

/** HTML whose markup carries its response's nonce: never stored, or every visitor would get that nonce. */
export function usesItsNonce(body: ArrayBuffer, contentType: string): boolean {
  return contentType.includes("text/html") && /\snonce="/.test(new TextDecoder().decode(body));
}
