import { BLOG_CATEGORIES, BLOG_STATUSES, DEFAULT_BLOG_CATEGORY } from "@domain/constants";
import { BUSY_LABELS } from "@domain/messages";
import type { BlogPost } from "@domain/rows";
import { blogPostSchema } from "@domain/schemas/blog";
import { slugify } from "@domain/slug";
import { utcToWallTime } from "@domain/time-zone";
import { useEffect } from "react";
import { ContentEditor } from "~/components/admin/content-editor";
import type { FormSpec } from "~/components/admin/entity-dialog";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import { ImageUpload } from "~/components/admin/image-upload";
import type { FormApi } from "~/lib/admin/form";
import { capitalise } from "~/lib/admin/format";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { splitTags } from "~/lib/admin/text-lists";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useAttorneyOptions } from "./use-attorney-options";

interface BlogValues {
  title: string;
  slug: string;
  author: string;
  authorId: string;
  category: BlogPost["category"];
  status: BlogPost["status"];
  tags: string;
  excerpt: string;
  content: string;
  image: string;
  featured: boolean;
  /** A wall time in the firm's zone (datetime-local), or "" to publish at once. */
  publishAt: string;
}

function BlogFields({ form, row }: { form: FormApi<BlogValues>; row: BlogPost | null }) {
  const { values, set, error } = form;
  const attorneys = useAttorneyOptions();
  const zone = useFirmTimeZone();
  // A scheduled post shows its time in the firm's zone once that zone is known.
  const scheduledFor = row?.scheduledFor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` is new each render; the inputs are the zone and time.
  useEffect(() => {
    if (scheduledFor) set("publishAt", utcToWallTime(scheduledFor, zone));
  }, [scheduledFor, zone]);
  // Choosing a profile fills an empty author name with the attorney's.
  const onProfile = (id: string) => {
    const attorney = attorneys.find((a) => a.value === id);
    if (attorney && !values.author.trim()) set("author", attorney.label);
    set("authorId", id);
  };
  // A new post's slug follows the title until someone edits it (SPEC §5); a stored post keeps its address.
  const onTitle = (title: string) => {
    if (!row && values.slug === slugify(values.title)) set("slug", slugify(title));
    set("title", title);
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" value={values.title} onChange={onTitle} required error={error("title")} />
        <TextField label="Slug" value={values.slug} onChange={(v) => set("slug", v)} error={error("slug")} />
        <TextField
          label="Author"
          value={values.author}
          onChange={(v) => set("author", v)}
          required
          error={error("author")}
        />
        <SelectField
          label="Author Profile"
          value={values.authorId}
          onChange={onProfile}
          options={attorneys}
          emptyLabel="None"
          hint="Links the article to the attorney's page."
          error={error("authorId")}
        />
        <SelectField
          label="Category"
          value={values.category}
          onChange={(v) => set("category", v as BlogValues["category"])}
          options={BLOG_CATEGORIES}
          error={error("category")}
        />
        <SelectField
          label="Status"
          value={values.status}
          onChange={(v) => set("status", v as BlogValues["status"])}
          options={BLOG_STATUSES.map((s) => ({ value: s, label: capitalise(s) }))}
          error={error("status")}
        />
        <TextField
          label={ADMIN_PUBLISHING.publishAt}
          type="datetime-local"
          value={values.publishAt}
          onChange={(v) => set("publishAt", v)}
          hint={ADMIN_PUBLISHING.publishAtHint(zone)}
          error={error("publishAt")}
        />
        <TextField
          label="Tags"
          value={values.tags}
          onChange={(v) => set("tags", v)}
          hint="Separate tags with commas."
          error={error("tags")}
        />
      </div>
      <TextAreaField
        label="Excerpt"
        value={values.excerpt}
        onChange={(v) => set("excerpt", v)}
        rows={2}
        hint="Shown on the blog list; left empty, it is taken from the content."
        error={error("excerpt")}
      />
      <ContentEditor
        label="Content"
        value={values.content}
        onChange={(v) => set("content", v)}
        error={error("content")}
      />
      <ImageUpload label="Featured Image" kind="article-image" value={values.image} onChange={(v) => set("image", v)} />
      <CheckboxField label="Featured on the blog" checked={values.featured} onChange={(v) => set("featured", v)} />
    </>
  );
}

export const blogFormSpec: FormSpec<BlogPost, BlogValues, typeof blogPostSchema> = {
  toValues: (post) => ({
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    author: post?.author ?? "",
    authorId: post?.authorId ?? "",
    category: post?.category ?? DEFAULT_BLOG_CATEGORY,
    // A scheduled post is one that will be published: saving it keeps its schedule.
    status: post?.scheduledFor ? "published" : (post?.status ?? "draft"),
    tags: (post?.tags ?? []).join(", "),
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    image: post?.image ?? "",
    featured: post?.featured ?? false,
    publishAt: "",
  }),
  toBody: (v) => ({
    title: v.title,
    slug: v.slug,
    author: v.author,
    authorId: v.authorId || null,
    category: v.category,
    status: v.status,
    tags: splitTags(v.tags),
    excerpt: v.excerpt,
    content: v.content,
    image: v.image || null,
    featured: v.featured,
    publishAt: v.publishAt || null,
  }),
  schema: blogPostSchema,
  Fields: BlogFields,
  title: { create: "New Blog Post", edit: "Edit Blog Post" },
  submit: { create: "Create Post", edit: "Update Post" },
  busy: { create: BUSY_LABELS.create, edit: BUSY_LABELS.update },
  wide: true,
};
