import { ADMIN_SIGNED_OUT_PATHS } from "@domain/constants";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "sonner";
import { AdminShell } from "~/components/admin/admin-shell";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useAdminGuard } from "~/lib/admin/session";
import type { Route } from "./+types/layout";
import "~/components/admin/admin.css";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Every admin page behind the guard, inside the shell; the signed-out pages (sign-in, reset) alone. Toasts for all of them. */
export default function AdminLayout() {
  const path = useLocation().pathname.replace(/\/+$/, "");
  const isLogin = (ADMIN_SIGNED_OUT_PATHS as readonly string[]).includes(path);
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
