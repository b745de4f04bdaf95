import { createServer } from "node:http";

/**
 * Serves a fetch-style handler on 127.0.0.1:port, for the local stand-ins of third-party services
 * (Turnstile, the geocoder). Resolves once listening, with a function that stops it.
 */
export function serveOnLoopback(
  port: number,
  handle: (request: Request) => Response | Promise<Response>,
): Promise<() => Promise<void>> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers,
      ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
    });
    const response = await handle(request);
    res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "text/plain" });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve(() => new Promise((done) => server.close(() => done())))),
  );
}
