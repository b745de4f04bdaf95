import { Outlet } from "react-router";

export default function LayoutLayout() {
  return <Outlet />;
}
