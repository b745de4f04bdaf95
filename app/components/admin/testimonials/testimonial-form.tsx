import { isOfferedService, OFFERED_SERVICES, RATING, TESTIMONIAL_STATUSES } from "@domain/constants";
import type { Testimonial } from "@domain/rows";
import { testimonialSchema } from "@domain/schemas/testimonial";
import type { FormSpec } from "~/components/admin/entity-dialog";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import { CONTENT_SCREENS } from "~/lib/admin/content-screens-text";
import type { FormApi } from "~/lib/admin/form";
import { capitalise } from "~/lib/admin/format";
import { textsOf } from "~/lib/admin/text-lists";

interface TestimonialValues {
  name: string;
  email: string;
  service: string;
  rating: string;
  content: string;
  status: Testimonial["status"];
  featured: boolean;
}

/** SPEC §5: 5 down to 1. */
const RATINGS = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => {
  const stars = RATING.max - i;
  return { value: String(stars), label: `${stars} Star${stars === 1 ? "" : "s"}` };
});

function TestimonialFields({ form }: { form: FormApi<TestimonialValues> }) {
  const { values, set, error } = form;
  const text = (key: Exclude<keyof TestimonialValues, "featured">) => ({
    value: values[key],
    onChange: (v: string) => set(key, v as never),
    error: error(key),
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Client Name" required {...text("name")} />
        <TextField label="Email" type="email" {...text("email")} />
        <SelectField label="Service" options={OFFERED_SERVICES} emptyLabel="Not specified" {...text("service")} />
        <SelectField label="Rating" options={RATINGS} {...text("rating")} />
        <SelectField
          label="Status"
          options={TESTIMONIAL_STATUSES.map((s) => ({ value: s, label: capitalise(s) }))}
          {...text("status")}
        />
      </div>
      <TextAreaField label="Testimonial Content" required rows={5} {...text("content")} />
      <CheckboxField label="Featured" checked={values.featured} onChange={(v) => set("featured", v)} />
    </>
  );
}

const toBody = (v: TestimonialValues) => ({ ...v, service: v.service || null, rating: Number(v.rating) });

export const testimonialFormSpec: FormSpec<Testimonial, TestimonialValues, typeof testimonialSchema> = {
  toValues: (t) => ({
    ...textsOf(t, ["name", "email", "content"]),
    // A service the firm does not offer (older data) opens as blank, which reads "Client".
    service: isOfferedService(t?.service ?? null) ? (t?.service ?? "") : "",
    rating: String(t?.rating ?? RATING.default),
    status: t?.status ?? "pending",
    featured: t?.featured ?? false,
  }),
  toBody,
  schema: testimonialSchema,
  Fields: TestimonialFields,
  ...CONTENT_SCREENS.testimonials.dialog,
};

/** The full body of a stored testimonial (PUT takes the full body: SPEC §7), e.g. to flip `featured`. */
export const testimonialBody = (t: Testimonial) => toBody(testimonialFormSpec.toValues(t));
