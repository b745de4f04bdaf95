import type { AdminApi } from "./api";
import { unique } from "./api";

/** A published article through the admin API; the token makes it findable by search alone. */
export async function publishPost(api: AdminApi, token: string, overrides: Record<string, unknown> = {}) {
  const title = `${token} ${unique("Article")}`;
  return api.post<{ id: number; slug: string; title: string }>("/blog", {
    title,
    author: "Eleanor Whitmore",
    authorId: "eleanor-whitmore",
    content: `<p>${token} ${"word ".repeat(450)}</p>`,
    tags: [`Tag ${token}`],
    status: "published",
    category: "Litigation",
    excerpt: "",
    ...overrides,
  });
}

/** Several posts, created one after another (newest last). */
export async function publishPosts(api: AdminApi, token: string, count: number) {
  const posts = [];
  for (let i = 0; i < count; i += 1) posts.push(await publishPost(api, token));
  return posts;
}
