import { Link } from "react-router";
import { ARTICLE } from "~/lib/site-text";
import { Portrait, ProfileLink } from "./portrait";

export interface AuthorView {
  id: string;
  name: string;
  role: string;
  image: string | null;
  bio: string | null;
}

/** About the author, linking to the attorney's profile. */
export function AuthorBox({ author }: { author: AuthorView }) {
  return (
    <section aria-labelledby="author-heading" className="flex flex-col gap-5 rounded-lg bg-slate-50 p-6 sm:flex-row">
      <Portrait
        person={author}
        size={96}
        className="size-24 shrink-0 rounded-full border-2 border-gold-500 object-cover"
      />
      <div>
        <h2 id="author-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {ARTICLE.aboutAuthor}
        </h2>
        <p className="mt-1 font-serif text-xl font-bold text-navy-800">
          <Link to={`/team/${author.id}`} className="hover:underline">
            {author.name}
          </Link>
        </p>
        <p className="text-slate-700">{author.role}</p>
        {author.bio && <p className="mt-3 text-sm text-slate-700">{author.bio}</p>}
        <ProfileLink person={author} className="mt-3 inline-block font-semibold text-navy-700 hover:underline" />
      </div>
    </section>
  );
}
