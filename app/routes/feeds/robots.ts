import { serverEnv } from "~/lib/env.server";
import type { Route } from "./+types/robots";

/** Crawlers may read the public site, not the back office. */
export function loader(_: Route.LoaderArgs) {
  const origin = serverEnv().publicOrigin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
