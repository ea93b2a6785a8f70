/**
 * Where an image of the media library is shown (decision 086): the records that name it, each with the back office
 * page that edits it. An image in use cannot be deleted. Pure: no I/O.
 */
export const MEDIA_USE_KINDS = ["team", "partner", "post", "region"] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

/** One record showing an image: its kind, id and name (a region's name is its id, translated by the page). */
export type MediaUse = { kind: MediaUseKind; id: string; name: string };

/** The back office page where a record's image is chosen. */
export function mediaUseEditPath(use: Pick<MediaUse, "kind" | "id">): string {
  switch (use.kind) {
    case "team":
      return `/admin/team/${use.id}`;
    case "partner":
      return `/admin/partners/${use.id}`;
    case "post":
      return `/admin/posts/${use.id}`;
    case "region":
      return "/admin/regions";
  }
}
