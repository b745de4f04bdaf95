import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The public site: every page inside the header/footer layout (SPEC §2).
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("practice-areas", "routes/site/practice-areas.tsx"),
    route("practice-areas/:slug", "routes/site/practice-area.tsx"),
    route("team", "routes/site/team.tsx"),
    route("team/:id", "routes/site/attorney.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("blog/:slug", "routes/site/article.tsx"),
    route("testimonials", "routes/site/testimonials.tsx"),
    route("about", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("legal/:document", "routes/site/legal.tsx"),
    route("newsletter", "routes/site/newsletter.tsx"),
    route("newsletter/confirm", "routes/site/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx"),
    route("search", "routes/site/search.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/feeds/sitemap.ts"),
  route("robots.txt", "routes/feeds/robots.ts"),
  route("rss.xml", "routes/feeds/rss.ts"),

  // The back office: no site header or footer (SPEC §2).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("contacts", "routes/admin/contacts.tsx"),
    route("blog", "routes/admin/blog.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("practice-areas", "routes/admin/practice-areas.tsx"),
    route("testimonials", "routes/admin/testimonials.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("invitation", "routes/admin/invitation.tsx"),
  ]),
] satisfies RouteConfig;
