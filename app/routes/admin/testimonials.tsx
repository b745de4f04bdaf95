import { ADMIN_TEXTS, NOT_SPECIFIED, TOAST_TITLES } from "@domain/messages";
import type { Testimonial } from "@domain/rows";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Clock from "lucide-react/icons/clock";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import Star from "lucide-react/icons/star";
import { toast } from "sonner";
import { StarRating, StatusBadge } from "~/components/admin/badges";
import { type ContentScreen, CrudScreen } from "~/components/admin/crud-screen";
import type { Column } from "~/components/admin/data-table";
import { FirmDate } from "~/components/admin/firm-date";
import { TestimonialActions } from "~/components/admin/testimonials/testimonial-actions";
import { testimonialBody, testimonialFormSpec } from "~/components/admin/testimonials/testimonial-form";
import { CONFLICT_TEXT } from "~/lib/admin/conflict-text";
import { CONTENT_SCREENS } from "~/lib/admin/content-screens-text";
import { adminMeta } from "~/lib/admin/meta";
import { putTestimonial, RESOURCES } from "~/lib/admin/resources";
import { useCrud } from "~/lib/admin/use-crud";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () => adminMeta(CONTENT_SCREENS.testimonials.title);

const columns: Column<Testimonial>[] = [
  {
    header: "Client",
    cell: (t) => (
      <div>
        <p className="font-medium text-slate-900">{t.name}</p>
        {t.email && <p className="text-xs text-slate-600">{t.email}</p>}
      </div>
    ),
  },
  { header: "Service", cell: (t) => t.service ?? NOT_SPECIFIED },
  { header: "Rating", className: "whitespace-nowrap", cell: (t) => <StarRating rating={t.rating} /> },
  {
    header: "Content",
    className: "min-w-48",
    cell: (t) => <p className="line-clamp-3 max-w-xs text-xs text-slate-700">{t.content}</p>,
  },
  { header: "Status", cell: (t) => <StatusBadge status={t.status} /> },
  { header: "Date", className: "whitespace-nowrap", cell: (t) => <FirmDate value={t.dateSubmitted} /> },
];

const screen: ContentScreen<Testimonial> = {
  texts: CONTENT_SCREENS.testimonials,
  nameOf: (t) => t.name,
  deleteSentence: (t) => ADMIN_TEXTS.deleteTestimonial(t.name),
  searchTexts: (t) => [t.name, t.service, t.content],
  stats: (rows) => [
    { label: "Total", value: rows.length, icon: MessageSquareQuote },
    { label: "Approved", value: rows.filter((t) => t.status === "approved").length, icon: CheckCircle2 },
    { label: "Pending", value: rows.filter((t) => t.status === "pending").length, icon: Clock },
    { label: "Featured", value: rows.filter((t) => t.featured).length, icon: Star },
  ],
  columns,
};

const { toasts } = RESOURCES.testimonials;

export default function AdminTestimonials() {
  const crud = useCrud(RESOURCES.testimonials);
  // A row's buttons act on the version the list shows: approving words someone has since changed is refused.
  const rowWrite = async (...args: Parameters<typeof crud.send>) => {
    const result = await crud.send(...args);
    if (!result.ok && result.conflict) {
      toast.error(TOAST_TITLES.error, { description: CONFLICT_TEXT.rowChanged });
      await crud.reload();
    }
  };
  const setStatus = (t: Testimonial, status: "approved" | "rejected") =>
    rowWrite(() => putTestimonial(t.id, { status }, t.updatedAt), {
      done: toasts.statusChanged(status),
      failed: toasts.statusFailed,
    });
  const toggleFeatured = (t: Testimonial) =>
    rowWrite(() => putTestimonial(t.id, { ...testimonialBody(t), featured: !t.featured }, t.updatedAt), {
      done: toasts.updated,
      failed: toasts.updateFailed,
    });

  return (
    <CrudScreen
      screen={screen}
      crud={crud}
      rowActions={(t) => (
        <TestimonialActions
          testimonial={t}
          onStatus={(s) => setStatus(t, s)}
          onToggleFeatured={() => toggleFeatured(t)}
        />
      )}
      spec={testimonialFormSpec}
    />
  );
}
