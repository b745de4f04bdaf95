import { DEFAULT_PRACTICE_AREA_ICON, PRACTICE_AREA_STATUSES } from "@domain/constants";
import { plainTextToHtml } from "@domain/rich-text";
import type { PracticeArea } from "@domain/rows";
import { practiceAreaSchema } from "@domain/schemas/practice-area";
import { slugify } from "@domain/slug";
import { ContentEditor } from "~/components/admin/content-editor";
import type { FormSpec } from "~/components/admin/entity-dialog";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import { ImageUpload } from "~/components/admin/image-upload";
import { LinesField, ObjectListField } from "~/components/admin/list-fields";
import { SeoFields, type SeoValues, seoBodyOf, seoValuesOf } from "~/components/admin/publishing/seo-fields";
import { CONTENT_SCREENS } from "~/lib/admin/content-screens-text";
import type { FormApi } from "~/lib/admin/form";
import { capitalise } from "~/lib/admin/format";
import { fromRows, toRows } from "~/lib/admin/records";
import { linesToList, listToLines, textsOf, toInt } from "~/lib/admin/text-lists";

const STORIES = [
  { key: "title", label: "Title" },
  { key: "description", label: "Description", multiline: true },
] as const;
const FAQS = [
  { key: "question", label: "Question" },
  { key: "answer", label: "Answer", multiline: true },
] as const;

interface PracticeAreaValues extends SeoValues {
  title: string;
  slug: string;
  icon: string;
  description: string;
  status: PracticeArea["status"];
  casesHandled: string;
  sortOrder: string;
  featured: boolean;
  features: string;
  heroImage: string;
  /** The overview as the editor's HTML (the plain text is derived by the server). */
  overviewHtml: string;
  services: string;
  scenarios: Record<"title" | "description", string>[];
  faqs: Record<"question" | "answer", string>[];
}

function PracticeAreaFields({ form, row }: { form: FormApi<PracticeAreaValues>; row: PracticeArea | null }) {
  const { values, set, error, field } = form;
  const text = (key: keyof PracticeAreaValues & string) => ({
    value: values[key] as string,
    onChange: (v: string) => set(key, v),
    error: error(key),
  });
  const onTitle = (title: string) => {
    if (!row && values.slug === slugify(values.title)) set("slug", slugify(title));
    set("title", title);
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required value={values.title} onChange={onTitle} error={error("title")} />
        <TextField label="Slug" {...text("slug")} hint="The page address: /practice-areas/{slug}." />
        <TextField label="Icon" {...text("icon")} hint="An emoji, e.g. ⚖️" maxLength={16} />
        <SelectField
          label="Status"
          options={PRACTICE_AREA_STATUSES.map((s) => ({ value: s, label: capitalise(s) }))}
          {...text("status")}
        />
        <TextField label="Cases Handled" type="number" min={0} {...text("casesHandled")} />
        <TextField label="Sort Order" type="number" min={0} {...text("sortOrder")} />
      </div>
      <TextAreaField label="Description" required rows={2} {...text("description")} />
      <LinesField label="Key Services (grid card)" {...text("features")} />
      <ContentEditor label="Overview" required={false} {...text("overviewHtml")} />
      <LinesField label="Services" {...text("services")} rows={5} />
      <ObjectListField legend="Success Stories" itemLabel="Story" fields={STORIES} {...field("scenarios")} />
      <ObjectListField legend="FAQs" itemLabel="FAQ" fields={FAQS} {...field("faqs")} />
      <ImageUpload label="Hero Image" kind="article-image" {...field("heroImage")} />
      <CheckboxField label="Featured on the home page" checked={values.featured} onChange={(v) => set("featured", v)} />
      <SeoFields
        form={form}
        defaults={{
          title: values.title,
          description: values.description,
          path: `/practice-areas/${values.slug || slugify(values.title)}`,
          card: row ? { kind: "practice-area", id: String(row.id), row: { title: values.title } } : null,
        }}
      />
    </>
  );
}

export const practiceAreaFormSpec: FormSpec<PracticeArea, PracticeAreaValues, typeof practiceAreaSchema> = {
  toValues: (a) => ({
    ...textsOf(a, ["title", "slug", "description", "heroImage"]),
    // An overview still in plain text opens as the paragraphs the public page shows.
    overviewHtml: a ? (a.overviewHtml ?? plainTextToHtml(a.longDescription)) : "",
    icon: a?.icon ?? DEFAULT_PRACTICE_AREA_ICON,
    status: a?.status ?? "draft",
    casesHandled: String(a?.casesHandled ?? 0),
    sortOrder: String(a?.sortOrder ?? 0),
    featured: a?.featured ?? false,
    features: listToLines(a?.features),
    services: listToLines(a?.services),
    scenarios: toRows(a?.scenarios, ["title", "description"]),
    faqs: toRows(a?.faqs, ["question", "answer"]),
    ...seoValuesOf(a),
  }),
  toBody: (v) => ({
    ...v,
    casesHandled: toInt(v.casesHandled),
    sortOrder: toInt(v.sortOrder),
    heroImage: v.heroImage || null,
    features: linesToList(v.features),
    services: linesToList(v.services),
    scenarios: fromRows(v.scenarios),
    faqs: fromRows(v.faqs),
    ...seoBodyOf(v),
  }),
  schema: practiceAreaSchema,
  Fields: PracticeAreaFields,
  ...CONTENT_SCREENS.practiceAreas.dialog,
  wide: true,
};
