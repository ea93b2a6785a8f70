import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** What staff publish: blog posts, partners, opportunities (tenders), and the sample content they replace. Paths are whole (`admin/…`): they sit inside the admin layout in `app/routes.ts`. */
export const contentRoutes: RouteConfigEntry[] = [
  route("admin/posts", "routes/admin/content/posts.tsx"),
  // One module creates and edits (`?confirm=delete`: the delete step); the preview renders Markdown for the editor.
  route("admin/posts/new", "routes/admin/content/post.tsx", { id: "routes/admin/content/post-new" }),
  route("admin/posts/preview", "routes/admin/content/post-preview.ts"),
  route("admin/posts/:id", "routes/admin/content/post.tsx"),
  route("admin/partners", "routes/admin/content/partners.tsx"),
  route("admin/partners/new", "routes/admin/content/partner.tsx", { id: "routes/admin/content/partner-new" }),
  route("admin/partners/:id", "routes/admin/content/partner.tsx"),
  route("admin/opportunities", "routes/admin/content/opportunities.tsx"),
  route("admin/opportunities/new", "routes/admin/content/opportunity.tsx", {
    id: "routes/admin/content/opportunity-new",
  }),
  route("admin/opportunities/:id", "routes/admin/content/opportunity.tsx"),
  // What is left of the sample content, and the one action that removes it all (`?confirm=delete` first).
  route("admin/sample-content", "routes/admin/content/sample-content.tsx"),
];
