import Scale from "lucide-react/icons/scale";

/**
 * The firm's mark beside its name: the logo uploaded in Settings, or the built-in scales. The name
 * is written next to it, so the image itself is decorative (empty alt).
 */
export function FirmMark({
  logoUrl,
  className,
  iconClass,
}: {
  logoUrl: string | null;
  className: string;
  iconClass: string;
}) {
  if (logoUrl)
    return (
      <img src={logoUrl} alt="" data-firm-logo="" className={`${className} w-auto object-contain`} decoding="async" />
    );
  return <Scale aria-hidden="true" className={`${className} ${iconClass}`} />;
}
