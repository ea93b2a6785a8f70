import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** What staff publish: blog posts, partners, opportunities (tenders), webinars, the leadership team, newsletter issues, the legal pages' texts, and the sample content they replace. Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const contentRoutes: RouteConfigEntry[] = [
  route("admin/posts", "routes/admin/content/posts.tsx"),
  // One module creates and edits (`?confirm=delete`: the delete step); the preview renders Markdown for the editor.
  route("admin/posts/new", "routes/admin/content/post.tsx", { id: "routes/admin/content/post-new" }),
  route("admin/posts/preview", "routes/admin/content/post-preview.ts"),
  route("admin/posts/:id", "routes/admin/content/post.tsx"),
  // A post's translations, one language at a time (its own row is its English text).
  route("admin/posts/:id/:version", "routes/admin/content/post-text.tsx"),
  route("admin/partners", "routes/admin/content/partners.tsx"),
  route("admin/partners/new", "routes/admin/content/partner.tsx", { id: "routes/admin/content/partner-new" }),
  route("admin/partners/:id", "routes/admin/content/partner.tsx"),
  route("admin/opportunities", "routes/admin/content/opportunities.tsx"),
  route("admin/opportunities/new", "routes/admin/content/opportunity.tsx", {
    id: "routes/admin/content/opportunity-new",
  }),
  route("admin/opportunities/:id", "routes/admin/content/opportunity.tsx"),
  // The webinar programme: a session's shared fields, and its texts one language at a time (decision 082).
  route("admin/webinars", "routes/admin/content/webinars.tsx"),
  route("admin/webinars/new", "routes/admin/content/webinar.tsx", { id: "routes/admin/content/webinar-new" }),
  route("admin/webinars/:id", "routes/admin/content/webinar.tsx"),
  route("admin/webinars/:id/:version", "routes/admin/content/webinar-text.tsx"),
  // The leadership team on /about: a person's name and place, and their texts one language at a time.
  route("admin/team", "routes/admin/content/team.tsx"),
  route("admin/team/new", "routes/admin/content/team-member.tsx", {
    id: "routes/admin/content/team-member-new",
  }),
  route("admin/team/:id", "routes/admin/content/team-member.tsx"),
  route("admin/team/:id/:version", "routes/admin/content/team-member-text.tsx"),
  // The newsletter's issues: an issue's texts one language at a time, and its send (decision 085).
  route("admin/newsletter", "routes/admin/content/newsletter-issues.tsx"),
  route("admin/newsletter/new", "routes/admin/content/newsletter-issue.tsx", {
    id: "routes/admin/content/newsletter-issue-new",
  }),
  route("admin/newsletter/:id", "routes/admin/content/newsletter-issue.tsx"),
  route("admin/newsletter/:id/send", "routes/admin/content/newsletter-issue-send.tsx"),
  route("admin/newsletter/:id/:version", "routes/admin/content/newsletter-issue-text.tsx"),
  // The firm's four figures, as every page states them (decision 084).
  route("admin/figures", "routes/admin/content/firm-figures.tsx"),
  // The legal pages' texts, one editor per page and language (decision 081).
  route("admin/legal", "routes/admin/content/legal-texts.tsx"),
  route("admin/legal/:name/:version", "routes/admin/content/legal-text.tsx"),
  // What is left of the sample content, and the one action that removes it all (`?confirm=delete` first).
  route("admin/sample-content", "routes/admin/content/sample-content.tsx"),
];
