import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";

interface StatusPanelProps {
  tone: "success" | "error";
  title: string;
  description: string;
  className?: string;
}

/** A form's outcome in the page itself: what a visitor without JavaScript sees instead of a toast. */
export function StatusPanel({ tone, title, description, className = "" }: StatusPanelProps) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  const colours =
    tone === "success" ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900";
  return (
    <div
      role={tone === "success" ? "status" : "alert"}
      className={`flex gap-3 rounded-md border-l-4 p-4 ${colours} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm">{description}</p>
      </div>
    </div>
  );
}
