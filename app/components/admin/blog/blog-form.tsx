import { BLOG_CATEGORIES, BLOG_STATUSES, DEFAULT_BLOG_CATEGORY } from "@domain/constants";
import type { BlogPost } from "@domain/rows";
import { blogPostSchema } from "@domain/schemas/blog";
import { slugify } from "@domain/slug";
import { utcToWallTime } from "@domain/time-zone";
import { useEffect } from "react";
import { ContentEditor } from "~/components/admin/content-editor";
import type { FormSpec } from "~/components/admin/entity-dialog";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import { ImageUpload } from "~/components/admin/image-upload";
import { CopyPreviewLink } from "~/components/admin/publishing/copy-preview-link";
import { SeoFields, type SeoValues, seoBodyOf, seoValuesOf } from "~/components/admin/publishing/seo-fields";
import { CONTENT_SCREENS } from "~/lib/admin/content-screens-text";
import type { FormApi } from "~/lib/admin/form";
import { capitalise } from "~/lib/admin/format";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { splitTags, textsOf } from "~/lib/admin/text-lists";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useAttorneyOptions } from "./use-attorney-options";

export interface BlogValues extends SeoValues {
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

/** The values the form opens with settle once the firm's zone is known: a scheduled post's time. */
function useScheduleInZone(form: FormApi<BlogValues>, row: BlogPost | null) {
  const zone = useFirmTimeZone();
  const scheduledFor = row?.scheduledFor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` is new each render; the inputs are the zone and time.
  useEffect(() => {
    if (scheduledFor) form.set("publishAt", utcToWallTime(scheduledFor, zone));
  }, [scheduledFor, zone]);
  return zone;
}

/** What the writer writes: the title and the text (the writing page's main column). */
export function BlogWritingFields({ form, row }: { form: FormApi<BlogValues>; row: BlogPost | null }) {
  const { values, set, error, field } = form;
  // A new post's slug follows the title until someone edits it (SPEC §5); a stored post keeps its address.
  const onTitle = (title: string) => {
    if (!row && values.slug === slugify(values.title)) set("slug", slugify(title));
    set("title", title);
  };
  return (
    <>
      <TextField label="Title" value={values.title} onChange={onTitle} required error={error("title")} />
      <ContentEditor label="Content" {...field("content")} page />
    </>
  );
}

/** Everything about the post but its text: address, author, category, schedule, card, image, SEO. */
export function BlogSettingsFields({ form, row }: { form: FormApi<BlogValues>; row: BlogPost | null }) {
  const { values, set, error, field } = form;
  const attorneys = useAttorneyOptions();
  const zone = useScheduleInZone(form, row);
  // Choosing a profile fills an empty author name with the attorney's.
  const onProfile = (id: string) => {
    const attorney = attorneys.find((a) => a.value === id);
    if (attorney && !values.author.trim()) set("author", attorney.label);
    set("authorId", id);
  };
  return (
    <>
      <TextField label="Slug" {...field("slug")} />
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
        {...field("publishAt")}
        hint={ADMIN_PUBLISHING.publishAtHint(zone)}
      />
      {row && <CopyPreviewLink kind="post" id={row.id} />}
      <TextField label="Author" {...field("author")} required />
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
      <TextField label="Tags" {...field("tags")} hint="Separate tags with commas." />
      <TextAreaField
        label="Excerpt"
        {...field("excerpt")}
        rows={3}
        hint="Shown on the blog list; left empty, it is taken from the content."
      />
      <ImageUpload label="Featured Image" kind="article-image" {...field("image")} />
      <CheckboxField label="Featured on the blog" checked={values.featured} onChange={(v) => set("featured", v)} />
      <SeoFields
        form={form}
        defaults={{
          title: values.title,
          description: values.excerpt || values.content.replace(/<[^>]*>/g, " ") || values.title,
          path: `/blog/${values.slug || slugify(values.title)}`,
          card: row
            ? { kind: "post", id: String(row.id), row: { title: values.title, category: values.category } }
            : null,
        }}
      />
    </>
  );
}

/** Both parts in one column: the spec's form as a single piece (the writing page lays them out apart). */
function BlogFields(props: { form: FormApi<BlogValues>; row: BlogPost | null }) {
  return (
    <>
      <BlogWritingFields {...props} />
      <BlogSettingsFields {...props} />
    </>
  );
}

export const blogFormSpec: FormSpec<BlogPost, BlogValues, typeof blogPostSchema> = {
  toValues: (post) => ({
    ...textsOf(post, ["title", "slug", "author", "authorId", "excerpt", "content", "image"]),
    category: post?.category ?? DEFAULT_BLOG_CATEGORY,
    // A scheduled post is one that will be published: saving it keeps its schedule.
    status: post?.scheduledFor ? "published" : (post?.status ?? "draft"),
    tags: (post?.tags ?? []).join(", "),
    featured: post?.featured ?? false,
    publishAt: "",
    ...seoValuesOf(post),
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
    ...seoBodyOf(v),
  }),
  schema: blogPostSchema,
  Fields: BlogFields,
  ...CONTENT_SCREENS.blog.dialog,
  wide: true,
  autosave: { kind: "post", idOf: (post) => String(post.id), savedAtOf: (post) => post.updatedAt },
};
