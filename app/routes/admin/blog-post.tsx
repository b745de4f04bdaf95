import { NEW_ITEM_ID } from "@domain/schemas/autosave";
import { Link } from "react-router";
import { blogFormSpec } from "~/components/admin/blog/blog-form";
import { useBlogPost } from "~/components/admin/blog/use-blog-post";
import { WritingPage } from "~/components/admin/blog/writing-page";
import { adminMeta } from "~/lib/admin/meta";
import { WRITING_TEXT as T } from "~/lib/admin/writing-text";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(blogFormSpec.title[params.id === NEW_ITEM_ID ? "create" : "edit"]);

/** An article's writing page: /admin/blog/new, or /admin/blog/:id for a saved one (issue 39). */
export default function AdminBlogPost({ params }: Route.ComponentProps) {
  const id = params.id === NEW_ITEM_ID ? null : params.id;
  const post = useBlogPost(id);
  if (post.state === "ready") return <WritingPage key={id ?? NEW_ITEM_ID} row={post.row} />;
  return (
    <div className="flex flex-col gap-3">
      <Link to="/admin/blog" className="w-fit text-sm font-medium text-navy-800 underline">
        {T.allPosts}
      </Link>
      <p role="status" className="text-sm text-slate-700">
        {post.state === "loading" ? T.loading : post.state === "missing" ? T.notFound : T.loadFailed}
      </p>
    </div>
  );
}
