import type { BlogCategory } from "@domain/blog";
import { categorySlug } from "@domain/blog";
import { Link } from "react-router";
import { ARTICLE } from "~/lib/site-text";
import { Byline } from "./byline";

interface ArticleHeaderProps {
  category: BlogCategory;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  published: string;
  readTime: number;
}

/** Category badge (a link to the category's list), title, excerpt and byline. */
export function ArticleHeader({ category, title, excerpt, author, date, published, readTime }: ArticleHeaderProps) {
  return (
    <header className="bg-navy-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <Link
          to={`/blog?category=${categorySlug(category)}`}
          className="inline-block rounded-full bg-gold-500 px-3 py-1 text-xs font-semibold text-navy-900 hover:bg-gold-400"
        >
          {category}
        </Link>
        <h1 className="mt-5 font-serif text-3xl leading-tight font-bold md:text-5xl">{title}</h1>
        {excerpt && <p className="mt-5 text-lg text-slate-200">{excerpt}</p>}
        <Byline
          author={author}
          date={date}
          publishedAt={published}
          readTime={readTime}
          withBy
          className="mt-6 gap-x-6 text-slate-200"
        />
      </div>
    </header>
  );
}

/** The article's tags, each a search of the blog. */
export function ArticleTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="mt-10 border-t border-slate-200 pt-6">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{ARTICLE.tags}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/blog?search=${encodeURIComponent(tag)}`}
              className="inline-block rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-800 hover:bg-navy-100"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
