import { CONTACT_STATUSES } from "@domain/constants";
import { UNASSIGNED } from "@domain/schemas/intake";
import Download from "lucide-react/icons/download";
import { useId } from "react";
import { Button } from "~/components/admin/button";
import { capitalise } from "~/lib/admin/format";
import { INTAKE_SCREEN } from "~/lib/admin/intake-text";
import { EnquirySearch } from "./enquiry-search";

const selectClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-navy-700/30";

export type StatusFilter = "all" | (typeof CONTACT_STATUSES)[number];
/** "all", "unassigned", or an attorney's id. */
export type AssigneeFilter = string;

interface Props {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  assignee: AssigneeFilter;
  attorneys: readonly { value: string; label: string }[];
  onAssignee: (value: AssigneeFilter) => void;
  onExport: () => void;
}

/** Search (name, email or subject), status and assignee filters, and Export CSV (SPEC §2). */
export function ContactFilters({
  search,
  onSearch,
  status,
  onStatus,
  assignee,
  attorneys,
  onAssignee,
  onExport,
}: Props) {
  const id = useId();
  const assigneeId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <EnquirySearch value={search} onSearch={onSearch} />
      <label htmlFor={id} className="sr-only">
        Filter by status
      </label>
      <select id={id} value={status} onChange={(e) => onStatus(e.target.value as StatusFilter)} className={selectClass}>
        <option value="all">All Statuses</option>
        {CONTACT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {capitalise(s)}
          </option>
        ))}
      </select>
      <label htmlFor={assigneeId} className="sr-only">
        {INTAKE_SCREEN.filterByAssignee}
      </label>
      <select id={assigneeId} value={assignee} onChange={(e) => onAssignee(e.target.value)} className={selectClass}>
        <option value="all">{INTAKE_SCREEN.allAssignees}</option>
        <option value={UNASSIGNED}>{INTAKE_SCREEN.unassigned}</option>
        {attorneys.map((a) => (
          <option key={a.value} value={a.value}>
            {a.label}
          </option>
        ))}
      </select>
      <Button variant="secondary" onClick={onExport} className="sm:ml-auto">
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </Button>
    </div>
  );
}
