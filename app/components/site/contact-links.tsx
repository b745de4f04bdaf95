import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";

/** A tel: link for a displayed number such as "(555) 123-4567". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

const KINDS = {
  email: { Icon: Mail, href: (email: string) => `mailto:${email}`, wrap: "break-all" },
  phone: { Icon: Phone, href: telHref, wrap: "" },
};

interface ContactLineProps {
  kind: keyof typeof KINDS;
  /** Nothing is shown when the record has no such address. */
  value: string | null | undefined;
  iconClass: string;
  linkClass: string;
  className?: string;
}

/** One list item of a contact list: the email or phone icon and its link (long addresses may wrap anywhere). */
export function ContactLine({
  kind,
  value,
  iconClass,
  linkClass,
  className = "flex items-center gap-2",
}: ContactLineProps) {
  if (!value) return null;
  const { Icon, href, wrap } = KINDS[kind];
  return (
    <li className={className}>
      <Icon aria-hidden="true" className={iconClass} />
      <a href={href(value)} className={wrap ? `${wrap} ${linkClass}` : linkClass}>
        {value}
      </a>
    </li>
  );
}
