import { Link } from "react-router";
import { BLOG_TEXT } from "~/lib/site-text";
import type { BlogListItem } from "~/lib/views";
import { Byline } from "./byline";
import { Marked } from "./search-results";

const Badge = ({ children }: { children: string }) => (
  <span className="inline-block rounded-full bg-gold-500 px-3 py-1 text-xs font-semibold text-navy-900">
    {children}
  </span>
);

/** A search's marked snippet where there is one, else the excerpt. */
const Summary = ({ post }: { post: BlogListItem }) => (post.snippet ? <Marked parts={post.snippet} /> : post.excerpt);

/** The first result: large, with the 200-character excerpt. */
export function FeaturedPost({ post }: { post: BlogListItem }) {
  return (
    <article
      id={`post-${post.slug}`}
      className="grid overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm md:grid-cols-2"
    >
      <img
        src={post.image ?? "/images/blog/default.svg"}
        alt=""
        width={1200}
        height={630}
        className="h-full max-h-80 w-full bg-navy-100 object-cover md:max-h-none"
      />
      <div className="flex flex-col p-6 md:p-8">
        <div className="flex flex-wrap gap-2">
          <span className="inline-block rounded-full bg-navy-800 px-3 py-1 text-xs font-semibold text-white">
            {BLOG_TEXT.featured}
          </span>
          <Badge>{post.badge}</Badge>
        </div>
        <h2 className="mt-4 font-serif text-2xl font-bold text-navy-800 md:text-3xl">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 text-slate-700">
          <Summary post={post} />
        </p>
        <div className="mt-auto pt-6">
          <Byline {...post} className="text-slate-600" />
        </div>
      </div>
    </article>
  );
}

/** Every other result: a card with the 150-character excerpt. */
export function PostCard({ post, headingLevel = "h2" }: { post: BlogListItem; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article
      id={`post-${post.slug}`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={post.image ?? "/images/blog/default.svg"}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        className="aspect-[1200/630] w-full bg-navy-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <Badge>{post.badge}</Badge>
        </div>
        <Heading className="mt-3 font-serif text-xl font-bold text-navy-800">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-slate-700">
          <Summary post={post} />
        </p>
        <div className="mt-4">
          <Byline {...post} className="text-slate-600" />
        </div>
      </div>
    </article>
  );
}
