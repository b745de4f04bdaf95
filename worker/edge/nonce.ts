/**
 * A cached HTML page never reuses a CSP nonce: each answer from the cache gets a fresh one, written
 * into the CSP header and every `nonce` attribute (HTMLRewriter, streaming). docs/decisions/007-edge-cache.md.
 */
export function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const NONCE_SOURCE = /'nonce-[^']*'/;

export function withFreshNonce(response: Response): Response {
  const csp = response.headers.get("Content-Security-Policy");
  if (!csp || !NONCE_SOURCE.test(csp)) return response;
  const nonce = freshNonce();
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
  const headers = new Headers(rewritten.headers);
  headers.set("Content-Security-Policy", csp.replaceAll(new RegExp(NONCE_SOURCE, "g"), `'nonce-${nonce}'`));
  return new Response(rewritten.body, { status: rewritten.status, headers });
}

/** The body without its nonce values: the same content has the same ETag whichever nonce it was sent with. */
export const withoutNonces = (html: string) => html.replace(/\snonce="[^"]*"/g, "");
