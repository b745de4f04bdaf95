import { ADMIN_TEXTS } from "@domain/messages";
import { type PostState, postState } from "@domain/post-state";
import type { BlogPost } from "@domain/rows";
import type { blogPostSchema } from "@domain/schemas/blog";

import { formatInZone } from "@domain/time-format";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Eye from "lucide-react/icons/eye";
import FileCheck from "lucide-react/icons/file-check";
import FilePen from "lucide-react/icons/file-pen";
import FileText from "lucide-react/icons/file-text";
import { useCallback } from "react";
import { StatusBadge } from "~/components/admin/badges";
import type { BlogValues } from "~/components/admin/blog/blog-form";
import { PostStateSelect, usePostStateFilter } from "~/components/admin/blog/post-state-filter";
import { type ContentScreen, CrudScreen } from "~/components/admin/crud-screen";
import type { Column } from "~/components/admin/data-table";
import { FirmDate } from "~/components/admin/firm-date";
import { ContentTools } from "~/components/admin/publishing/content-tools";
import { CONTENT_SCREENS } from "~/lib/admin/content-screens-text";
import { formatNumber } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { RESOURCES } from "~/lib/admin/resources";
import { useCrud } from "~/lib/admin/use-crud";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta(CONTENT_SCREENS.blog.title);

const inState = (posts: readonly BlogPost[], state: PostState) => posts.filter((p) => postState(p) === state).length;

/** SPEC §2: title, author or tag. */
const columns: Column<BlogPost>[] = [
  {
    header: "Title",
    cell: (post) => (
      <div className="max-w-xs">
        <p className="font-medium text-slate-900">{post.title}</p>
        <p className="text-xs text-slate-600">{post.slug}</p>
      </div>
    ),
  },
  { header: "Author", cell: (post) => post.author },
  { header: "Status", cell: (post) => <PostStatus post={post} /> },
  { header: "Publish Date", cell: (post) => <FirmDate value={post.publishDate} fallback="—" /> },
  { header: "Views", cell: (post) => formatNumber(post.views ?? 0) },
];

const screen: ContentScreen<BlogPost> = {
  texts: CONTENT_SCREENS.blog,
  nameOf: (post) => post.title,
  deleteSentence: (post) => ADMIN_TEXTS.deletePost(post.title),
  searchTexts: (post) => [post.title, post.author, ...post.tags],
  /** One counter per publishing state (domain/post-state.ts): a scheduled post counts under Scheduled, not Drafts. */
  stats: (posts) => [
    { label: "Total Posts", value: posts.length, icon: FileText },
    { label: ADMIN_PUBLISHING.stateCounters.published, value: inState(posts, "published"), icon: FileCheck },
    { label: ADMIN_PUBLISHING.stateCounters.scheduled, value: inState(posts, "scheduled"), icon: CalendarClock },
    { label: ADMIN_PUBLISHING.stateCounters.draft, value: inState(posts, "draft"), icon: FilePen },
    { label: "Total Views", value: posts.reduce((sum, p) => sum + (p.views ?? 0), 0), icon: Eye },
  ],
  columns,
};

/** Draft, Published, or when a scheduled post goes public, in the firm's time zone. */
function PostStatus({ post }: { post: BlogPost }) {
  const zone = useFirmTimeZone();
  const state = postState(post);
  if (state !== "scheduled" || !post.scheduledFor) {
    return <StatusBadge status={state} label={ADMIN_PUBLISHING.states[state]} />;
  }
  return (
    <span className="inline-block rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-medium text-blue-900">
      {ADMIN_PUBLISHING.scheduledFor(formatInZone(post.scheduledFor, zone))}
    </span>
  );
}

export default function AdminBlog() {
  const crud = useCrud(RESOURCES.blog);
  const { state, setState } = usePostStateFilter();
  const keep = useCallback((post: BlogPost) => state === "all" || postState(post) === state, [state]);
  return (
    <CrudScreen<BlogPost, BlogValues, typeof blogPostSchema>
      screen={screen}
      crud={crud}
      pages={{ create: "/admin/blog/new", edit: (post) => `/admin/blog/${post.id}` }}
      filter={{ control: <PostStateSelect value={state} onChange={setState} />, keep }}
      rowActions={(post) => <ContentTools kind="post" id={post.id} name={post.title} onRestored={crud.reload} />}
    />
  );
}
