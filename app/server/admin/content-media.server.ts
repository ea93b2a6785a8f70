/**
 * The media library in the back office (decision 086): its images through the content kit, newest first, each with
 * its alt text one language at a time (`content_versions`, kind `media`) and the records that show it. An upload
 * is `uploadImage`; a delete removes the row and its alt texts (refused while a record shows the image), then its
 * files.
 */
import { asc, desc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { mediaDeleteSchema } from "#app/domain/admin/content-forms.ts";
import { isMediaId } from "#app/domain/media/media-files.ts";
import { mediaUploadSchema } from "#app/domain/media/media-forms.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { type AuditActor, auditActor } from "#app/server/admin/audit.server.ts";
import type { WriteOutcome } from "#app/server/admin/content.server.ts";
import { contentEditLoader, contentKind, contentListLoader } from "#app/server/admin/content-kit.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { type MediaRow, media } from "#app/server/db/schema/index.ts";
import { getEnv } from "#app/server/env.server.ts";
import { type FormOptions, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import {
  MEDIA_KIND,
  mediaUses,
  removeStoredFiles,
  uploadImage,
} from "#app/server/media/media-library.server.ts";

export const mediaContent = contentKind<MediaRow, object>({
  entity: "media",
  table: media,
  order: [desc(media.createdAt), asc(media.id)],
  listPath: "/admin/media",
  isId: isMediaId,
  languageVersions: { kind: MEDIA_KIND, entity: "media-alt" },
  // An image's pixels are never edited: a new picture is a new upload.
  columns: () => ({}),
});

/** Deletes image `id` with its alt texts, then its files; `referenced` while a record shows it. */
export async function removeMedia(actor: AuditActor, id: string): Promise<WriteOutcome> {
  if (!isMediaId(id)) return "notFound";
  const [row] = await getDb().select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) return "notFound";
  const outcome = await mediaContent.remove(actor, id);
  if (outcome === "done") await removeStoredFiles(row);
  return outcome;
}

/** Room for a multipart body's boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The largest upload accepted, in bytes (`MEDIA_MAX_UPLOAD_MB`). */
export const maxUploadBytes = () => getEnv().MEDIA_MAX_UPLOAD_MB * 1024 * 1024;

/** The upload form's pipeline: the staff form's, with a body limit that fits one image (refused while streaming). */
export const mediaUploadForm = (): FormOptions & { maxBytes: number } => ({
  ...STAFF_FORM,
  maxBytes: maxUploadBytes() + MULTIPART_OVERHEAD_BYTES,
});

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * `/admin/media`'s action: one image through the staff pipeline (a body past the limit is refused as it streams in,
 * 413), then decoded, cleaned and stored (`unsupported`, 415, for anything but a JPEG, PNG, WebP or AVIF image), and
 * on to the new image's page, where staff write its alt text.
 */
export async function mediaUploadAction({ request, context }: Args) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, mediaUploadSchema, mediaUploadForm());
  if (!form.valid) return form.answer;
  const { file } = form.value;
  if (file.size > maxUploadBytes()) return form.fail("tooLarge", 413);
  const uploaded = await uploadImage(auditActor(admin, context), {
    fileName: file.name,
    bytes: Buffer.from(await file.arrayBuffer()),
  });
  if (uploaded === "unsupported") return form.fail("unsupported", 415);
  return form.redirect(`/admin/media/${uploaded.id}`, { query: { uploaded: "1" } });
}

type EditArgs = Args & { params: { id?: string } };

/** `/admin/media`'s loader: one page of images (the content kit's list), the records each shows in, the upload limit. */
export async function mediaListLoader(args: Args) {
  const list = await contentListLoader(mediaContent, args);
  const uses = await mediaUses(list.rows.map((row) => row.id));
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, uses: uses.get(row.id) ?? [] })),
    maxUploadMegabytes: getEnv().MEDIA_MAX_UPLOAD_MB,
  };
}

/** `/admin/media/:id`'s loader: the image, its alt text's state per language, where it is shown, the notices. */
export async function mediaEditLoader(args: EditArgs) {
  const edit = await contentEditLoader(mediaContent, args);
  const uses = (await mediaUses([edit.record!.id])).get(edit.record!.id) ?? [];
  return { ...edit, uses, uploaded: new URL(args.request.url).searchParams.has("uploaded") };
}

/** `/admin/media/:id`'s action: the delete step's, refused (409) while a record shows the image. */
export async function mediaDeleteAction({ request, context, params }: EditArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, mediaDeleteSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const outcome = await removeMedia(auditActor(admin, context), params.id ?? "");
  if (outcome === "notFound") return form.fail("notFound", 404);
  if (outcome === "referenced") return form.fail("inUse", 409);
  return form.redirect("/admin/media", { query: { deleted: "1" } });
}
