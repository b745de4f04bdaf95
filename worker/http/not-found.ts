/** The plain 404 of the file routes (/media, /cards): no page, and a body the browser never sniffs. */
export const plainNotFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
