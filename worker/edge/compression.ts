/**
 * Cached answers are gzipped once and sent as they are (`encodeBody: "manual"`) to every visitor who
 * accepts gzip, instead of being compressed again for each view. Visitors who do not get the plain body.
 */

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml)\b)/i;

export const isCompressible = (contentType: string | null) => COMPRESSIBLE.test(contentType ?? "");

/** RFC 9110 Accept-Encoding: gzip listed without q=0. */
export function acceptsGzip(request: Request): boolean {
  return (request.headers.get("Accept-Encoding") ?? "").split(",").some((coding) => {
    const [name = "", ...parameters] = coding.split(";").map((part) => part.trim().toLowerCase());
    const q = parameters.find((p) => p.startsWith("q="));
    return name === "gzip" && (!q || Number(q.slice(2)) > 0);
  });
}

export async function gzip(body: ArrayBuffer): Promise<ArrayBuffer> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}
