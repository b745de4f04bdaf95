import { Link } from "react-router";
import { COMMON } from "~/lib/site-text";

interface PortraitProps {
  person: { name: string; image: string | null };
  className: string;
  /** The intrinsic size the browser reserves (the photos are square). */
  size?: number;
  loading?: "lazy";
}

/** An attorney's photo, or the placeholder when none is set, described by name. */
export function Portrait({ person, className, size = 400, loading }: PortraitProps) {
  return (
    <img
      src={person.image ?? "/images/team/placeholder.svg"}
      alt={COMMON.portrait(person.name)}
      width={size}
      height={size}
      loading={loading}
      className={className}
    />
  );
}

/** "View Profile" to an attorney's page, named for screen readers ("View Profile Jane Doe"). */
export function ProfileLink({ person, className }: { person: { id: string; name: string }; className: string }) {
  return (
    <Link to={`/team/${person.id}`} className={className}>
      {COMMON.viewProfile}
      <span className="sr-only"> {person.name}</span>
    </Link>
  );
}
