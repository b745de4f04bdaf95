import { articleModified } from "@domain/article-dates";
import { readTimeMinutes } from "@domain/blog";
import { BLOG } from "@domain/constants";
import { sanitizeHtml } from "@domain/sanitize";
import { cardPath } from "@domain/social-card";
import { formatDateInZone } from "@domain/time-format";
import { getBlogPostBySlug, listRelatedBlogPosts } from "@worker/data/blog";
import { imageFacts } from "@worker/data/media-library";
import { readFirmSettings } from "@worker/data/settings";
import { getTeamMember } from "@worker/data/team";
import { data } from "react-router";
import { ArticleHeader, ArticleTags } from "~/components/site/article-parts";
import { AuthorBox } from "~/components/site/author-box";
import { PostCard } from "~/components/site/blog-card";
import { CtaBand } from "~/components/site/cta-band";
import { DescribedImage } from "~/components/site/described-image";
import { DetailErrorBoundary } from "~/components/site/error-boundary";
import { ShareLinks } from "~/components/site/share-links";
import { loadDetail } from "~/lib/detail.server";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { notFoundMeta } from "~/lib/not-found";
import { previewHeaders } from "~/lib/preview.server";
import { seo, siteMetaFrom, summarize } from "~/lib/seo";
import { ARTICLE, BLOG_TEXT, COMMON, MISSING } from "~/lib/site-text";
import { blogPostingLd, breadcrumbLd } from "~/lib/structured-data";
import { toBlogListItem } from "~/lib/views";
import type { Route } from "./+types/article";

export const handle = READ_ONLY;

export async function loader({ params, request }: Route.LoaderArgs) {
  const { db } = serverEnv();
  const { item: post, preview } = await loadDetail(request, "post", params.slug, (visibility) =>
    getBlogPostBySlug(db, params.slug, visibility),
  );
  const [author, related, cover, card, { timeZone }] = await Promise.all([
    post.authorId ? getTeamMember(db, post.authorId, { includeHidden: false }) : null,
    listRelatedBlogPosts(db, post),
    imageFacts(db, post.image),
    cardPath({ kind: "post", id: String(post.id), row: post }),
    readFirmSettings(db),
  ]);
  const published = post.publishDate ?? post.createdAt;
  return data(
    {
      preview,
      url: new URL(`/blog/${post.slug}`, request.url).href,
      article: {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        authorId: author ? author.id : null,
        category: post.category,
        tags: post.tags,
        image: post.image,
        cover,
        card,
        date: formatDateInZone(published, timeZone),
        published,
        modified: articleModified(published, post.contentUpdatedAt),
        readTime: readTimeMinutes(post.content),
        html: sanitizeHtml(post.content),
        seo: { metaTitle: post.metaTitle, metaDescription: post.metaDescription, socialImage: post.socialImage },
      },
      author: author && { id: author.id, name: author.name, role: author.role, image: author.image, bio: author.bio },
      related: related.map((row) => toBlogListItem(row, BLOG.cardExcerptLength, timeZone)),
    },
    { headers: previewHeaders(preview) },
  );
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  if (!loaderData) return notFoundMeta(site, MISSING.article);
  const { article: a } = loaderData;
  const description = summarize(a.excerpt || a.title);
  return seo(site, {
    title: a.title,
    description,
    path: location.pathname,
    // Staff's social image (the override) first, else the generated card: covers may be SVG, which sharing sites refuse.
    image: a.card,
    type: "article",
    dates: { published: a.published, modified: a.modified },
    override: a.seo,
    noindex: loaderData.preview !== null,
    jsonLd: [
      blogPostingLd(site.origin, { ...a, description }, a, { own: a.image, card: a.card }, site.firm),
      breadcrumbLd(site.origin, [
        { path: "/", name: COMMON.breadcrumbHome },
        { path: "/blog", name: BLOG_TEXT.title },
        { path: location.pathname, name: a.title },
      ]),
    ],
  });
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article: a, author, related, url, preview } = loaderData;
  return (
    <>
      <article>
        <ArticleHeader {...a} />
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
          {/* A preview is not for sharing: its address carries the signed link. */}
          {!preview && <ShareLinks url={url} title={a.title} />}
          {a.image && (
            <DescribedImage
              src={a.image}
              facts={a.cover}
              fallbackAlt={a.title}
              width={1200}
              height={630}
              eager
              className="mt-8 h-auto w-full rounded-lg bg-navy-100 object-cover"
            />
          )}
          {/* Sanitised when stored and again right before rendering (sanitize.ts). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised article HTML */}
          <div className="article-content mt-10" dangerouslySetInnerHTML={{ __html: a.html }} />
          <ArticleTags tags={a.tags} />
          {author && (
            <div className="mt-10">
              <AuthorBox author={author} />
            </div>
          )}
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="font-serif text-3xl font-bold text-navy-800">
              {ARTICLE.related}
            </h2>
            <div className="mt-8 grid gap-8 md:grid-cols-3">
              {related.map((post) => (
                <PostCard key={post.slug} post={post} headingLevel="h3" />
              ))}
            </div>
          </div>
        </section>
      )}
      <CtaBand texts={ARTICLE} from={{ attorney: author?.id }} />
    </>
  );
}

export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => (
  <DetailErrorBoundary error={error} missing={MISSING.article} />
);
