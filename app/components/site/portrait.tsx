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
