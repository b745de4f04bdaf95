import { ENQUIRY_STATES } from "@domain/constants";
import { UNASSIGNED } from "@domain/schemas/intake";
import Download from "lucide-react/icons/download";
import { Button } from "~/components/admin/button";
import { FilterSelect } from "~/components/admin/filter-select";
import { ENQUIRY_STATE_LABELS, INTAKE_SCREEN } from "~/lib/admin/intake-text";
import { EnquirySearch } from "./enquiry-search";

export type StatusFilter = "all" | (typeof ENQUIRY_STATES)[number];

const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All Statuses" },
  ...ENQUIRY_STATES.map((status) => ({ value: status, label: ENQUIRY_STATE_LABELS[status] })),
];
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
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <EnquirySearch value={search} onSearch={onSearch} />
      <FilterSelect label="Filter by status" value={status} onChange={onStatus} options={STATUS_OPTIONS} />
      <FilterSelect
        label={INTAKE_SCREEN.filterByAssignee}
        value={assignee}
        onChange={onAssignee}
        options={[
          { value: "all", label: INTAKE_SCREEN.allAssignees },
          { value: UNASSIGNED, label: INTAKE_SCREEN.unassigned },
          ...attorneys,
        ]}
      />
      <Button variant="secondary" onClick={onExport} className="sm:ml-auto">
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </Button>
    </div>
  );
}
