import type { PracticeArea } from "@domain/rows";
import BarChart3 from "lucide-react/icons/bar-chart-3";
import Briefcase from "lucide-react/icons/briefcase";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import ExternalLink from "lucide-react/icons/external-link";
import Scale from "lucide-react/icons/scale";
import { StatusBadge } from "~/components/admin/badges";
import { type ContentScreen, CrudScreen } from "~/components/admin/crud-screen";
import type { Column } from "~/components/admin/data-table";
import { FirmDate } from "~/components/admin/firm-date";
import { practiceAreaFormSpec } from "~/components/admin/practice-areas/practice-area-form";
import { ContentTools } from "~/components/admin/publishing/content-tools";
import { CONTENT_SCREENS } from "~/lib/admin/content-screens-text";
import { formatNumber } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { RESOURCES } from "~/lib/admin/resources";
import { useCrud } from "~/lib/admin/use-crud";
import type { Route } from "./+types/practice-areas";

export const meta: Route.MetaFunction = () => adminMeta(CONTENT_SCREENS.practiceAreas.title);

const columns: Column<PracticeArea>[] = [
  {
    header: "Icon",
    cell: (a) => (
      <span aria-hidden="true" className="text-2xl">
        {a.icon}
      </span>
    ),
  },
  {
    header: "Title",
    cell: (a) => (
      <div>
        <p className="font-medium text-slate-900">{a.title}</p>
        <p className="text-xs text-slate-600">{`/${a.slug}`}</p>
      </div>
    ),
  },
  {
    header: "Description",
    cell: (a) => <p className="line-clamp-2 max-w-xs text-xs text-slate-700">{a.description}</p>,
  },
  { header: "Cases Handled", cell: (a) => formatNumber(a.casesHandled) },
  { header: "Status", cell: (a) => <StatusBadge status={a.status} /> },
  { header: "Last Updated", cell: (a) => <FirmDate value={a.updatedAt} /> },
];

const screen: ContentScreen<PracticeArea> = {
  texts: CONTENT_SCREENS.practiceAreas,
  nameOf: (a) => a.title,
  searchTexts: (a) => [a.title, a.description],
  stats: (areas) => {
    const cases = areas.reduce((sum, a) => sum + a.casesHandled, 0);
    return [
      { label: "Total", value: areas.length, icon: Scale },
      { label: "Published", value: areas.filter((a) => a.status === "published").length, icon: CheckCircle2 },
      { label: "Total Cases", value: cases, icon: Briefcase },
      { label: "Avg Cases per Area", value: areas.length ? Math.round(cases / areas.length) : 0, icon: BarChart3 },
    ];
  },
  columns,
};

/** View opens the public page in a new tab; a draft has no public page yet, so it has only Preview. */
const viewLink = (a: PracticeArea) =>
  a.status === "published" && (
    <a
      href={`/practice-areas/${a.slug}`}
      target="_blank"
      rel="noreferrer"
      aria-label={`View ${a.title} (opens in a new tab)`}
      title={`View ${a.title}`}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );

export default function AdminPracticeAreas() {
  const crud = useCrud(RESOURCES.practiceAreas);
  return (
    <CrudScreen
      screen={screen}
      crud={crud}
      rowActions={(a) => (
        <>
          {viewLink(a)}
          <ContentTools kind="practice-area" id={a.id} name={a.title} onRestored={crud.reload} />
        </>
      )}
      spec={practiceAreaFormSpec}
    />
  );
}
