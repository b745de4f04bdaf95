/** The client address Cloudflare vouches for; never X-Forwarded-For, which any client can set. */
export const clientAddress = (request: Request) => request.headers.get("CF-Connecting-IP") ?? "unknown";
