import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The media library (decision 086): the images with their upload form, one image (its alt text per language, where
 * it is used, its delete step) and its alt text in one language, and the regions' pictures. Paths are whole
 * (`admin/…`): they sit inside the admin layout in `app/routes.ts`. The images themselves are served at `/media/…`
 * by Express (serve-media.server.ts).
 */
export const mediaRoutes: RouteConfigEntry[] = [
  route("admin/media", "routes/admin/media/media.tsx"),
  route("admin/media/:id", "routes/admin/media/media-item.tsx"),
  route("admin/media/:id/:version", "routes/admin/media/media-alt.tsx"),
  route("admin/regions", "routes/admin/media/region-images.tsx"),
];
