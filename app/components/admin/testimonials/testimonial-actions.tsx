import type { Testimonial, TestimonialStatus } from "@domain/rows";
import Check from "lucide-react/icons/check";
import Star from "lucide-react/icons/star";
import X from "lucide-react/icons/x";
import { IconButton } from "~/components/admin/button";

interface Props {
  testimonial: Testimonial;
  onStatus: (status: Extract<TestimonialStatus, "approved" | "rejected">) => void;
  onToggleFeatured: () => void;
}

/** Approve and reject on pending rows only (SPEC §4), and the featured toggle on every row. */
export function TestimonialActions({ testimonial: t, onStatus, onToggleFeatured }: Props) {
  return (
    <>
      {t.status === "pending" && (
        <>
          <IconButton label={`Approve testimonial from ${t.name}`} tone="success" onClick={() => onStatus("approved")}>
            <Check aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton label={`Reject testimonial from ${t.name}`} tone="danger" onClick={() => onStatus("rejected")}>
            <X aria-hidden="true" className="size-4" />
          </IconButton>
        </>
      )}
      <IconButton label={`Featured: ${t.name}`} aria-pressed={t.featured} onClick={onToggleFeatured}>
        <Star aria-hidden="true" className={`size-4 ${t.featured ? "fill-gold-500 text-gold-600" : ""}`} />
      </IconButton>
    </>
  );
}
