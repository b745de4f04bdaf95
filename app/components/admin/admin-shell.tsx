import { ADMIN_ACCOUNT_PATH, ADMIN_LOGIN_PATH } from "@domain/constants";
import { ACCOUNT_TEXTS, ADMIN_EXTRA_TOASTS, ADMIN_TEXTS } from "@domain/messages";
import type { StaffRole } from "@domain/roles";
import * as Dialog from "@radix-ui/react-dialog";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { AdminBrand } from "~/lib/admin/brand";
import { signOut } from "~/lib/admin/session";
import { useWrite } from "~/lib/admin/use-write";
import { AdminNav } from "./sidebar";
import { VersionFooter } from "./version-footer";

/** The back office frame: sidebar (a slide-in drawer below lg), welcome and Logout. */
export function AdminShell({
  adminName,
  role,
  brand,
  children,
}: {
  adminName: string | null;
  role: StaffRole | null;
  brand: AdminBrand;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();

  const { send } = useWrite();
  // signOut never fails (an expired session is signed out already): only the farewell toast, then the login.
  const logout = () =>
    send(signOut, { done: ADMIN_EXTRA_TOASTS.logout, after: () => navigate(ADMIN_LOGIN_PATH, { replace: true }) });

  return (
    // The drawer's Root wraps the header too, so the menu button is its Trigger (focus returns to it on close).
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className="min-h-screen bg-slate-50 lg:flex">
        <aside className="hidden w-60 shrink-0 bg-navy-900 lg:block">
          <div className="sticky top-0 h-screen">
            <AdminNav brand={brand} role={role} />
          </div>
        </aside>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-navy-900 shadow-xl motion-safe:data-[state=open]:animate-[admin-drawer-in_200ms_ease-out] lg:hidden"
          >
            <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="absolute top-3 right-3 rounded-md p-1 text-navy-100 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            <AdminNav brand={brand} role={role} onNavigate={() => setDrawerOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex flex-nowrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3 whitespace-nowrap sm:px-6">
            <div className="flex min-w-0 items-center gap-2">
              <Dialog.Trigger
                aria-label="Open menu"
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-500 lg:hidden"
              >
                <Menu aria-hidden="true" className="size-5" />
              </Dialog.Trigger>
              <p className="min-w-0 truncate text-sm text-slate-700">{ADMIN_TEXTS.welcome(adminName ?? "Admin")}</p>
              <Link
                to={ADMIN_ACCOUNT_PATH}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-500"
              >
                {ACCOUNT_TEXTS.accountTitle}
              </Link>
            </div>
            <button
              type="button"
              onClick={logout}
              className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-500"
            >
              <LogOut aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Logout</span>
            </button>
          </header>
          <main className="flex flex-1 flex-col gap-6 p-4 sm:p-6">{children}</main>
          <VersionFooter />
        </div>
      </div>
    </Dialog.Root>
  );
}
