import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** Headers a copy must not take over: they describe the original body, its transfer or its visitor. */
const BODY_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "set-cookie", "vary"]);

/** The smallest valid page that passes Lighthouse's SEO and accessibility checks: no style, no image, no script. */
const EMPTY_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Empty</title><meta name="description" content="An empty page: the Lighthouse floor of this host."></head>' +
  "<body><main><h1>Empty</h1><p>An empty page.</p></main></body></html>";

/**
 * An empty page served with the security headers of one of the site's pages (`like`, COOP and CSP
 * included): Lighthouse's score for it is what this host gives a page that does nothing, the floor a
 * site page's score is read against (the same idea as the load ratios to /healthz).
 */
export async function startEmptyPage(like: string) {
  const sample = await fetch(like);
  await sample.body?.cancel();
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name)) headers[name] = value;
  });
  const server = createServer((request, response) => {
    // Lighthouse's SEO category reads robots.txt: a valid one, like the site's.
    if (request.url === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      response.end("User-agent: *\nAllow: /\n");
      return;
    }
    response.writeHead(200, { ...headers, "content-type": "text/html; charset=utf-8" });
    response.end(EMPTY_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
