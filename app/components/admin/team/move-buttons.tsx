import type { TeamMember } from "@domain/rows";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { IconButton } from "../button";

interface MoveButtonsProps {
  member: TeamMember;
  first: boolean;
  last: boolean;
  onMove: (direction: "up" | "down") => void;
}

/** Up and down one place in the /team order (the list is shown in that order). */
export function MoveButtons({ member, first, last, onMove }: MoveButtonsProps) {
  return (
    <>
      <IconButton label={`Move ${member.name} up`} disabled={first} onClick={() => onMove("up")}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={`Move ${member.name} down`} disabled={last} onClick={() => onMove("down")}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </IconButton>
    </>
  );
}
