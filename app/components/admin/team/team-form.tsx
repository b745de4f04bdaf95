import { DEPARTMENTS, TEAM_ROLES, TEAM_STATUSES } from "@domain/constants";
import { htmlToPlainText, plainTextToHtml } from "@domain/rich-text";
import type { TeamMember, TeamRole } from "@domain/rows";
import { teamMemberSchema } from "@domain/schemas/team";
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

const EDUCATION = [
  { key: "degree", label: "Degree" },
  { key: "school", label: "School" },
  { key: "year", label: "Year" },
  { key: "honors", label: "Honors" },
] as const;
const MATTERS = [
  { key: "title", label: "Title" },
  { key: "description", label: "Description", multiline: true },
] as const;

type EducationKey = (typeof EDUCATION)[number]["key"];
type MatterKey = (typeof MATTERS)[number]["key"];

interface TeamValues extends SeoValues {
  name: string;
  role: string;
  department: string;
  email: string;
  phone: string;
  office: string;
  status: TeamMember["status"];
  joinDate: string;
  meetingUrl: string;
  sortOrder: string;
  bio: string;
  /** The full biography as the editor's HTML (the plain text is derived by the server). */
  fullBioHtml: string;
  image: string;
  featured: boolean;
  specialties: string;
  barAdmissions: string;
  awards: string;
  publications: string;
  education: Record<EducationKey, string>[];
  recentCases: Record<MatterKey, string>[];
}

type Lines = "specialties" | "barAdmissions" | "awards" | "publications";
const LINES: { key: Lines; label: string }[] = [
  { key: "specialties", label: "Specialties" },
  { key: "barAdmissions", label: "Bar Admissions" },
  { key: "awards", label: "Awards" },
  { key: "publications", label: "Publications" },
];

function TeamFields({ form, row }: { form: FormApi<TeamValues>; row: TeamMember | null }) {
  const { values, set, error, field } = form;
  const text = (key: keyof TeamValues & string) => ({
    value: values[key] as string,
    onChange: (v: string) => set(key, v),
    error: error(key),
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full Name" required {...text("name")} />
        <SelectField label="Role" required options={TEAM_ROLES} emptyLabel="Select a role" {...text("role")} />
        <SelectField label="Department" options={DEPARTMENTS} emptyLabel="Not specified" {...text("department")} />
        <SelectField
          label="Status"
          options={TEAM_STATUSES.map((s) => ({ value: s, label: capitalise(s) }))}
          {...text("status")}
        />
        <TextField label="Email" type="email" {...text("email")} />
        <TextField label="Phone" type="tel" {...text("phone")} />
        <TextField label="Office" {...text("office")} />
        <TextField
          label="Video meeting link"
          type="url"
          hint="https:// — where video consultations with this attorney are joined. Blank: the firm's link (Settings)."
          {...text("meetingUrl")}
        />
        <TextField label="Join Date" type="date" {...text("joinDate")} />
        <TextField
          label="Sort Order"
          type="number"
          min={0}
          hint="Lower numbers are listed first; leave blank to list a new attorney last."
          {...text("sortOrder")}
        />
      </div>
      <TextAreaField label="Bio" rows={3} hint="A short introduction for the team page." {...text("bio")} />
      <ContentEditor label="Full Biography" required={false} {...text("fullBioHtml")} />
      <ImageUpload label="Photo" kind="photo" {...field("image")} />
      <div className="grid gap-4 sm:grid-cols-2">
        {LINES.map(({ key, label }) => (
          <LinesField key={key} label={label} {...text(key)} />
        ))}
      </div>
      <ObjectListField legend="Education" itemLabel="Degree" fields={EDUCATION} {...field("education")} />
      <ObjectListField legend="Recent Matters" itemLabel="Matter" fields={MATTERS} {...field("recentCases")} />
      <CheckboxField label="Featured on the home page" checked={values.featured} onChange={(v) => set("featured", v)} />
      <SeoFields
        form={form}
        defaults={{
          title: values.role ? `${values.name}, ${values.role}` : values.name,
          description: values.bio || htmlToPlainText(values.fullBioHtml) || values.name,
          path: `/team/${row?.id ?? slugify(values.name)}`,
          card: row
            ? { kind: "attorney", id: row.id, row: { name: values.name, role: values.role as TeamRole } }
            : null,
        }}
      />
    </>
  );
}

export const teamFormSpec: FormSpec<TeamMember, TeamValues, typeof teamMemberSchema> = {
  toValues: (m) => ({
    ...textsOf(m, ["name", "role", "department", "email", "phone", "office", "meetingUrl", "joinDate", "bio", "image"]),
    // A biography still in plain text opens as the paragraphs the profile page shows.
    fullBioHtml: m ? (m.fullBioHtml ?? plainTextToHtml(m.fullBio ?? "")) : "",
    status: m?.status ?? "active",
    // Blank for a new attorney: the API then lists them last.
    sortOrder: m ? String(m.sortOrder) : "",
    featured: m?.featured ?? false,
    specialties: listToLines(m?.specialties),
    barAdmissions: listToLines(m?.barAdmissions),
    awards: listToLines(m?.awards),
    publications: listToLines(m?.publications),
    education: toRows(
      m?.education,
      EDUCATION.map((f) => f.key),
    ),
    recentCases: toRows(
      m?.recentCases,
      MATTERS.map((f) => f.key),
    ),
    ...seoValuesOf(m),
  }),
  toBody: (v) => ({
    ...v,
    // A new member's unchosen role ("") never leaves: the schema check before sending names it.
    role: v.role as TeamRole,
    department: v.department || null,
    joinDate: v.joinDate || null,
    meetingUrl: v.meetingUrl || null,
    sortOrder: v.sortOrder.trim() === "" ? undefined : toInt(v.sortOrder),
    image: v.image || null,
    specialties: linesToList(v.specialties),
    barAdmissions: linesToList(v.barAdmissions),
    awards: linesToList(v.awards),
    publications: linesToList(v.publications),
    education: fromRows(v.education, ["year", "honors"]),
    recentCases: fromRows(v.recentCases),
    ...seoBodyOf(v),
  }),
  schema: teamMemberSchema,
  Fields: TeamFields,
  ...CONTENT_SCREENS.team.dialog,
  wide: true,
};
