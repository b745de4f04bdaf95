import { ADMIN_TEXTS } from "@domain/messages";
import type { BlogPost } from "@domain/rows";
import Eye from "lucide-react/icons/eye";
import FileCheck from "lucide-react/icons/file-check";
import FilePen from "lucide-react/icons/file-pen";
import FileText from "lucide-react/icons/file-text";
import { StatusBadge } from "~/components/admin/badges";
import { blogFormSpec } from "~/components/admin/blog/blog-form";
import { CrudScreen } from "~/components/admin/crud-screen";
import type { Column } from "~/components/admin/data-table";
import type { Stat } from "~/components/admin/stat-cards";
import { formatNumber, shortUsDate } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { RESOURCES } from "~/lib/admin/resources";
import { useCrud } from "~/lib/admin/use-crud";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog Posts");

const stats = (posts: readonly BlogPost[]): Stat[] => [
  { label: "Total Posts", value: posts.length, icon: FileText },
  { label: "Published", value: posts.filter((p) => p.status === "published").length, icon: FileCheck },
  { label: "Drafts", value: posts.filter((p) => p.status === "draft").length, icon: FilePen },
  { label: "Total Views", value: posts.reduce((sum, p) => sum + (p.views ?? 0), 0), icon: Eye },
];

/** SPEC §2: title, author or tag. */
const searchTexts = (post: BlogPost) => [post.title, post.author, ...post.tags];

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
  { header: "Status", cell: (post) => <StatusBadge status={post.status} /> },
  { header: "Publish Date", cell: (post) => shortUsDate(post.publishDate, "—") },
  { header: "Views", cell: (post) => formatNumber(post.views ?? 0) },
];

export default function AdminBlog() {
  const crud = useCrud(RESOURCES.blog);
  return (
    <CrudScreen
      title="Blog Posts"
      description="Write, publish and manage the firm's articles"
      addLabel="New Post"
      crud={crud}
      stats={stats}
      searchLabel="Search posts by title, author or tag"
      searchTexts={searchTexts}
      columns={columns}
      nameOf={(post) => post.title}
      deleteSentence={(post) => ADMIN_TEXTS.deletePost(post.title)}
      spec={blogFormSpec}
    />
  );
}
