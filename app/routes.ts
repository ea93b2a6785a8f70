import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table (spec 000 §2, 001 §2), wrapped in an optional language segment:
 * `/pricing` is English, `/ko/pricing`, `/zh/…`, `/hi/…`, `/ar/…` the other languages.
 */
export default [
  route(":lang?", "routes/language.tsx", [
    index("routes/home.tsx"),
    route("test", "routes/test.tsx"),
    route("debug", "routes/debug.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    route("contact", "routes/contact.tsx"),
    route("assessment", "routes/assessment.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    route("register", "routes/register.tsx"),
    route("login", "routes/login.tsx"),
    route("two-factor", "routes/two-factor.tsx"),
    route("logout", "routes/logout.tsx"),
    route("profile", "routes/profile.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
