import { ADMIN_HOME_PATH, ADMIN_NAV } from "@domain/constants";
import { STAFF_MESSAGES, TOAST_TITLES } from "@domain/messages";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FORBIDDEN_EVENT } from "~/lib/admin/api";
import { buttonClass } from "./button";

/** In place of a screen the signed-in role does not reach. */
export function NotAllowed() {
  return (
    <div className="mx-auto mt-10 max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center">
      <ShieldCheck aria-hidden="true" className="mx-auto size-10 text-navy-700" />
      <h1 className="mt-3 font-serif text-2xl text-navy-800">{STAFF_MESSAGES.forbiddenTitle}</h1>
      <p className="mt-2 text-sm text-slate-700">{STAFF_MESSAGES.forbidden}</p>
      <Link to={ADMIN_HOME_PATH} className={`${buttonClass("secondary")} mt-6`}>
        {ADMIN_NAV[0].label}
      </Link>
    </div>
  );
}

/** A 403 from any call (a role changed while the screen was open) becomes one calm toast, not a crash. */
export function useForbiddenToast() {
  useEffect(() => {
    const say = () => toast.error(TOAST_TITLES.error, { id: FORBIDDEN_EVENT, description: STAFF_MESSAGES.forbidden });
    window.addEventListener(FORBIDDEN_EVENT, say);
    return () => window.removeEventListener(FORBIDDEN_EVENT, say);
  }, []);
}
