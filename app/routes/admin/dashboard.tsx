import { PAGING } from "@domain/constants";
import { TOASTS } from "@domain/messages";
import { canReach, DASHBOARD_AREAS, type StaffArea } from "@domain/roles";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import Users from "lucide-react/icons/users";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ActivityList } from "~/components/admin/dashboard/activity-list";
import { CspReportsPanel } from "~/components/admin/dashboard/csp-reports";
import { EnquiriesChart } from "~/components/admin/dashboard/enquiries-chart";
import { EnquirySources } from "~/components/admin/dashboard/enquiry-sources";
import { QuickActions } from "~/components/admin/dashboard/quick-actions";
import { RankedList } from "~/components/admin/dashboard/ranked-list";
import { StaffActivity } from "~/components/admin/dashboard/staff-activity";
import { PageHeader } from "~/components/admin/page-header";
import { Panel } from "~/components/admin/panel";
import { Skeleton } from "~/components/admin/skeleton";
import { type Stat, StatCards } from "~/components/admin/stat-cards";
import { isUnauthorized } from "~/lib/admin/api";
import { type Counted, loadDashboard } from "~/lib/admin/dashboard";
import { figureMeaning, monthlyNote } from "~/lib/admin/figure-text";
import { useAdminIdentity } from "~/lib/admin/identity";
import { adminMeta } from "~/lib/admin/meta";
import { SOURCES_TEXT } from "~/lib/admin/sources-text";
import { ACTIVITY_SCREEN } from "~/lib/admin/staff-text";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

type Data = Awaited<ReturnType<typeof loadDashboard>>;

const CARDS: { key: Counted; label: string; icon: Stat["icon"] }[] = [
  { key: "contacts", label: "Total Contacts", icon: Mail },
  { key: "blogPosts", label: "Blog Posts", icon: FileText },
  { key: "teamMembers", label: "Team Members", icon: Users },
  { key: "testimonials", label: "Testimonials", icon: MessageSquareQuote },
];

export default function Dashboard() {
  const [data, setData] = useState<Data | null>(null);
  const [failed, setFailed] = useState(false);
  const identity = useAdminIdentity();

  useEffect(() => {
    loadDashboard(PAGING.dashboardActivityLimit)
      .then(setData)
      .catch((error) => {
        setFailed(true);
        if (!isUnauthorized(error))
          toast.error(TOASTS.dashboardFailed.title, { description: TOASTS.dashboardFailed.description });
      });
  }, []);

  const loading = !data && !failed;
  const reaches = (area: StaffArea) => identity !== null && canReach(identity.role, area);
  // Only the cards of areas the role reaches: the API leaves the others out (DASHBOARD_AREAS).
  const cards = CARDS.filter(({ key }) => reaches(DASHBOARD_AREAS.totals[key]));
  const stats: Stat[] = cards.map(({ key, label, icon }) => {
    const change = data?.stats.changes?.[key];
    return {
      label,
      icon,
      value: data?.stats[key] ?? 0,
      note: change === undefined ? undefined : monthlyNote(key, change),
      meaning: figureMeaning(key),
    };
  });

  return (
    <>
      <PageHeader title="Dashboard" description="An overview of the firm's website" />
      <StatCards stats={stats} loading={loading} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Recent Activity">
          <ActivityList items={data?.activity ?? []} loading={loading} />
        </Panel>
        <Panel title="Quick Actions">
          <QuickActions reaches={reaches} />
        </Panel>
      </div>
      {reaches("activity") && (
        <Panel title={ACTIVITY_SCREEN.panel}>
          <StaffActivity />
        </Panel>
      )}
      {reaches(DASHBOARD_AREAS.analytics.enquiriesPerWeek) && (
        <Panel title="Enquiries per Week">
          {loading ? (
            <Skeleton className="h-56 w-full" />
          ) : (
            <EnquiriesChart weeks={data?.analytics.enquiriesPerWeek ?? []} />
          )}
        </Panel>
      )}
      {data && (
        <div className="grid gap-6 lg:grid-cols-2">
          {data.analytics.topArticles && (
            <Panel title="Top Articles">
              <RankedList
                unit={["view", "views"]}
                rows={data.analytics.topArticles.map((a) => ({ key: a.id, label: a.title, value: a.views }))}
              />
            </Panel>
          )}
          {data.analytics.enquiriesByPracticeArea && (
            <Panel title="Enquiries by Practice Area">
              <RankedList
                unit={["enquiry", "enquiries"]}
                rows={data.analytics.enquiriesByPracticeArea.map((a) => ({
                  key: a.practiceArea,
                  label: a.practiceArea,
                  value: a.count,
                }))}
              />
            </Panel>
          )}
        </div>
      )}
      {reaches("enquiries") && (
        <Panel title={SOURCES_TEXT.panel}>
          <EnquirySources />
        </Panel>
      )}
      {reaches("security") && <CspReportsPanel />}
    </>
  );
}
