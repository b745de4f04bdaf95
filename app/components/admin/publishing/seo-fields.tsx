import { type CardSource, cardPath, socialImagePath } from "@domain/social-card";
import { useEffect, useState } from "react";
import { TextAreaField, TextField } from "~/components/admin/fields";
import { ImageUpload } from "~/components/admin/image-upload";
import type { FormApi } from "~/lib/admin/form";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { ADMIN_SEO } from "~/lib/admin/seo-text";
import { textsOf } from "~/lib/admin/text-lists";
import { useFirmName } from "~/lib/admin/use-firm-time-zone";
import { summarize } from "~/lib/seo";

export interface SeoValues {
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
}

/** What the page would use without overrides, as the public page generates it. */
export interface SeoDefaults {
  title: string;
  description: string;
  path: string;
  /** What the page's generated card is drawn from (as edited now); null until the item is first saved. */
  card: CardSource | null;
}

export const seoValuesOf = (row: Partial<Record<keyof SeoValues, string | null>> | null): SeoValues =>
  textsOf(row, ["metaTitle", "metaDescription", "socialImage"]);

export const seoBodyOf = (v: SeoValues) => ({
  metaTitle: v.metaTitle.trim() || null,
  metaDescription: v.metaDescription.trim() || null,
  socialImage: v.socialImage || null,
});

/** Meta title, description and social image, with the search result and social card they make. */
export function SeoFields<V extends SeoValues>({ form, defaults }: { form: FormApi<V>; defaults: SeoDefaults }) {
  const { values, set, error } = form;
  const firmName = useFirmName();
  const generatedTitle = firmName && defaults.title !== firmName ? `${defaults.title} | ${firmName}` : defaults.title;
  const title = values.metaTitle.trim() || generatedTitle;
  const description = values.metaDescription.trim() || summarize(defaults.description);
  const image = useSocialImage(values.socialImage, defaults.card);
  const url = `${typeof window === "undefined" ? "" : window.location.host}${defaults.path}`;

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-800">{ADMIN_SEO.legend}</legend>
      <p className="text-xs text-slate-600">{ADMIN_SEO.intro}</p>
      <TextField
        label={ADMIN_SEO.metaTitle}
        value={values.metaTitle}
        onChange={(v) => set("metaTitle", v as V["metaTitle"])}
        placeholder={generatedTitle}
        hint={
          <LengthHint field={ADMIN_SEO.metaTitle} length={title.length} recommended={ADMIN_SEO.recommended.metaTitle} />
        }
        error={error("metaTitle")}
      />
      <TextAreaField
        label={ADMIN_SEO.metaDescription}
        value={values.metaDescription}
        onChange={(v) => set("metaDescription", v as V["metaDescription"])}
        rows={2}
        placeholder={summarize(defaults.description)}
        hint={
          <LengthHint
            field={ADMIN_SEO.metaDescription}
            length={description.length}
            recommended={ADMIN_SEO.recommended.metaDescription}
          />
        }
        error={error("metaDescription")}
      />
      <ImageUpload
        label={ADMIN_SEO.socialImage}
        kind="article-image"
        value={values.socialImage}
        onChange={(v) => set("socialImage", v as V["socialImage"])}
        hint={ADMIN_SEO.socialImageHint}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label={ADMIN_SEO.searchPreview} className="rounded-md border border-slate-200 bg-white p-3">
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {ADMIN_SEO.searchPreview}
          </h3>
          <p className="truncate text-xs text-slate-700">{url}</p>
          <p className="line-clamp-1 text-lg leading-snug text-blue-800">{title}</p>
          <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
        </section>
        <section
          aria-label={ADMIN_SEO.socialPreview}
          data-og-image={image ?? ""}
          className="overflow-hidden rounded-md border border-slate-200 bg-white"
        >
          <h3 className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {ADMIN_SEO.socialPreview}
          </h3>
          <SocialImage src={image} title={defaults.title} />
          <div className="bg-slate-50 p-3">
            <p className="truncate text-xs text-slate-600 uppercase">{url.split("/")[0]}</p>
            <p className="line-clamp-1 text-sm font-semibold text-slate-900">{title}</p>
            <p className="line-clamp-1 text-xs text-slate-700">{description}</p>
          </div>
        </section>
      </div>
    </fieldset>
  );
}

/**
 * The og:image the page will publish, by the page meta's own rule (domain/social-card.ts), from the
 * fields as edited now; null while the card's address is computed or before the first save.
 */
function useSocialImage(chosen: string, card: CardSource | null): string | null {
  const [cardUrl, setCardUrl] = useState<string | null>(null);
  const key = card ? JSON.stringify(card) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the card's fields.
  useEffect(() => {
    let live = true;
    setCardUrl(null);
    if (card)
      cardPath(card).then(
        (path) => live && setCardUrl(path),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [key]);
  if (chosen) return socialImagePath(chosen, null);
  return card && cardUrl ? socialImagePath(null, cardUrl) : null;
}

/** The image itself; until it is drawn (a draft has no public card yet) its headline stands in for it. */
function SocialImage({ src, title }: { src: string | null; title: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && src !== failed) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailed(src)}
        className="mt-2 aspect-[1200/630] w-full bg-slate-100 object-cover"
      />
    );
  }
  return (
    <div className="mt-2 flex aspect-[1200/630] w-full flex-col justify-center gap-2 bg-navy-800 p-4 text-white">
      <p className="font-serif text-lg">{title}</p>
      <p className="text-xs text-slate-200">{ADMIN_PUBLISHING.cardNotYetDrawn}</p>
    </div>
  );
}

/** "42 of about 60 characters", or a warning once search engines would cut the text. */
function LengthHint({ field, length, recommended }: { field: string; length: number; recommended: number }) {
  if (length <= recommended) return <span>{ADMIN_SEO.count(length, recommended)}</span>;
  return (
    <span className="font-medium text-amber-800" role="status">
      {ADMIN_SEO.tooLong(field, recommended)} ({ADMIN_SEO.count(length, recommended)})
    </span>
  );
}
