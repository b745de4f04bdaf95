/**
 * Cached answers are gzipped once and sent as they are (`encodeBody: "manual"`) to every visitor who
 * accepts gzip, instead of being compressed again for each view. Visitors who do not get the plain body.
 */

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml)\b)/i;

export const isCompressible = (contentType: string | null) => COMPRESSIBLE.test(contentType ?? "");

/**
 * The Accept-Encoding the client sent. Cloudflare's edge, and Miniflare locally, replace the header
 * with the codings they can produce themselves ("br, gzip") before the Worker runs, and keep the
 * client's own in `cf.clientAcceptEncoding` (empty when it sent none); a request made without that
 * property (a test's, a service binding's) is read as it is.
 */
function clientAcceptEncoding(request: Request): string {
  const sent = request.cf?.clientAcceptEncoding;
  return typeof sent === "string" ? sent : (request.headers.get("Accept-Encoding") ?? "");
}

/** RFC 9110 §12.5.3 Accept-Encoding, as the client sent it: gzip listed without q=0. */
export function acceptsGzip(request: Request): boolean {
  return clientAcceptEncoding(request)
    .split(",")
    .some((coding) => {
      const [name = "", ...parameters] = coding.split(";").map((part) => part.trim().toLowerCase());
      const q = parameters.find((p) => p.startsWith("q="));
      return name === "gzip" && (!q || Number(q.slice(2)) > 0);
    });
}

export async function gzip(body: ArrayBuffer): Promise<ArrayBuffer> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}
