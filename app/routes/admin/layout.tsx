import { ADMIN_LOGIN_PATH } from "@domain/constants";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "sonner";
import { AdminShell } from "~/components/admin/admin-shell";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useAdminGuard } from "~/lib/admin/session";
import type { Route } from "./+types/layout";
import "~/components/admin/admin.css";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Every admin page behind the guard, inside the shell; the sign-in page alone. Toasts for all of them. */
export default function AdminLayout() {
  const isLogin = useLocation().pathname.replace(/\/+$/, "") === ADMIN_LOGIN_PATH;
  const hydrated = useHydrated();
  return (
    <div data-admin-hydrated={hydrated ? "true" : undefined}>
      {isLogin ? <Outlet /> : <GuardedShell />}
      <Toaster position="top-right" richColors closeButton />
    </div>
  );
}

function GuardedShell() {
  const { ready, admin } = useAdminGuard();
  return <AdminShell adminName={admin?.name ?? null}>{ready ? <Outlet /> : null}</AdminShell>;
}
