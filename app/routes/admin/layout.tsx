import { ADMIN_NAV, ADMIN_SIGNED_OUT_PATHS } from "@domain/constants";
import { canReach } from "@domain/roles";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "sonner";
import { AdminShell } from "~/components/admin/admin-shell";
import { NotAllowed, useForbiddenToast } from "~/components/admin/not-allowed";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type AdminBrand, fallbackBrand } from "~/lib/admin/brand";
import { adminBrand } from "~/lib/admin/brand.server";
import { AdminIdentityContext } from "~/lib/admin/identity";
import { useAdminGuard } from "~/lib/admin/session";
import { orSample } from "~/lib/fallback.server";
import type { Route } from "./+types/layout";
import "~/components/admin/admin.css";
import "~/lib/admin/zod-setup";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The firm's name and logo for the shell (public details: the signed-out pages show them too). */
export async function loader() {
  const { value: brand } = await orSample(adminBrand, fallbackBrand, "firm settings");
  return { brand };
}

/** The brand changes only in Settings; filters in the address must not read it again. */
export const shouldRevalidate = () => false;

/** Pages anyone may open: signing in, a forgotten password, and setting a password from an invitation link. */
const OPEN_PATHS: readonly string[] = ADMIN_SIGNED_OUT_PATHS;

/** Every admin page behind the guard, inside the shell; the signed-out pages alone. Toasts for all of them. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const isOpen = OPEN_PATHS.includes(useLocation().pathname.replace(/\/+$/, ""));
  const hydrated = useHydrated();
  return (
    <div data-admin-hydrated={hydrated ? "true" : undefined}>
      {isOpen ? <Outlet /> : <GuardedShell brand={loaderData.brand} />}
      <Toaster position="top-right" richColors closeButton />
    </div>
  );
}

/** A screen the role does not reach shows why instead (the API would answer 403 to its calls anyway). */
function GuardedShell({ brand }: { brand: AdminBrand }) {
  const { ready, admin } = useAdminGuard();
  const pathname = useLocation().pathname;
  useForbiddenToast();
  const screen = ADMIN_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  const allowed = !admin || !screen || canReach(admin.role, screen.area);
  return (
    <AdminIdentityContext.Provider value={admin}>
      <AdminShell adminName={admin?.name ?? null} role={admin?.role ?? null} brand={brand}>
        {!ready ? null : allowed ? <Outlet /> : <NotAllowed />}
      </AdminShell>
    </AdminIdentityContext.Provider>
  );
}
