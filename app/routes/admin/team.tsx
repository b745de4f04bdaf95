import { NOT_SPECIFIED } from "@domain/messages";
import type { TeamMember } from "@domain/rows";
import Briefcase from "lucide-react/icons/briefcase";
import GraduationCap from "lucide-react/icons/graduation-cap";
import UserCheck from "lucide-react/icons/user-check";
import Users from "lucide-react/icons/users";
import { StatusBadge } from "~/components/admin/badges";
import { AvailabilityButton } from "~/components/admin/booking/availability-button";
import { type ContentScreen, CrudScreen } from "~/components/admin/crud-screen";
import type { Column } from "~/components/admin/data-table";
import { FirmDate } from "~/components/admin/firm-date";
import { ContentTools } from "~/components/admin/publishing/content-tools";
import { MoveButtons } from "~/components/admin/team/move-buttons";
import { teamFormSpec } from "~/components/admin/team/team-form";
import { CONTENT_SCREENS } from "~/lib/admin/content-screens-text";
import { adminMeta } from "~/lib/admin/meta";
import { moveTeamMember, RESOURCES } from "~/lib/admin/resources";
import { useCrud } from "~/lib/admin/use-crud";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => adminMeta(CONTENT_SCREENS.team.title);

const columns: Column<TeamMember>[] = [
  {
    header: "Name",
    cell: (m) => (
      <div className="max-w-xs">
        <p className="font-medium text-slate-900">{m.name}</p>
        {m.bio && <p className="line-clamp-2 text-xs text-slate-600">{m.bio}</p>}
      </div>
    ),
  },
  { header: "Role", cell: (m) => m.role },
  { header: "Department", cell: (m) => m.department ?? NOT_SPECIFIED },
  {
    header: "Contact",
    cell: (m) => (
      <div className="text-xs text-slate-700">
        {m.email && <p>{m.email}</p>}
        {m.phone && <p>{m.phone}</p>}
      </div>
    ),
  },
  { header: "Status", cell: (m) => <StatusBadge status={m.status} /> },
  { header: "Join Date", cell: (m) => <FirmDate value={m.joinDate} fallback={NOT_SPECIFIED} /> },
];

const screen: ContentScreen<TeamMember> = {
  texts: CONTENT_SCREENS.team,
  nameOf: (m) => m.name,
  searchTexts: (m) => [m.name, m.role, m.department],
  /** SPEC §2: Partners are roles containing 'Partner', Associates roles containing 'Associate'. */
  stats: (members) => [
    { label: "Total Attorneys", value: members.length, icon: Users },
    { label: "Active", value: members.filter((m) => m.status === "active").length, icon: UserCheck },
    { label: "Partners", value: members.filter((m) => m.role.includes("Partner")).length, icon: Briefcase },
    { label: "Associates", value: members.filter((m) => m.role.includes("Associate")).length, icon: GraduationCap },
  ],
  columns,
};

const { toasts } = RESOURCES.team;

export default function AdminTeam() {
  const crud = useCrud(RESOURCES.team);
  const move = (m: TeamMember, direction: "up" | "down") =>
    crud.send(() => moveTeamMember(m.id, direction), { done: toasts.moved, failed: toasts.moveFailed });
  return (
    <CrudScreen
      screen={screen}
      crud={crud}
      rowActions={(m) => (
        <>
          <MoveButtons
            member={m}
            first={crud.items[0]?.id === m.id}
            last={crud.items.at(-1)?.id === m.id}
            onMove={(direction) => move(m, direction)}
          />
          <ContentTools kind="attorney" id={m.id} name={m.name} onRestored={crud.reload} />
          <AvailabilityButton id={m.id} name={m.name} />
        </>
      )}
      spec={teamFormSpec}
    />
  );
}
