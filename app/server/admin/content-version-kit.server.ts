/**
 * The back office's one way to edit a record's text in one language (decision 081), for any kind the content kit
 * declares with language versions: the editor's loader (`…/:id/:version`: the version stored, or none) and its
 * action (saved as that language's version, audited, shown on the site at once when published).
 */
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { VersionStatus } from "#app/domain/content/language-versions.ts";
import { isLanguageCode, type LanguageCode } from "#app/domain/languages.ts";
import { requireAdmin, type SessionUser } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import type { ContentKind } from "#app/server/admin/content-kit.server.ts";
import { saveLanguageVersion, storedVersions } from "#app/server/content/language-versions.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { type FormOptions, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";

type Args = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string; version?: string };
};
type AnyKind = ContentKind<unknown, unknown, never>;

/**
 * The version editor's loader: staff only; the record's id, the language, the version's `fields` and status (null
 * when the language is missing) and whether it was just saved; 404 for a record or language that does not exist.
 */
export async function versionEditLoader<Field extends string>(
  kind: AnyKind,
  fields: readonly Field[],
  { request, context, params }: Args,
) {
  requireAdmin({ request, context });
  const { id = "", version } = params;
  if (!kind.versions || !isLanguageCode(version) || !(await kind.exists(getDb(), id))) {
    throw data(null, { status: 404 });
  }
  const stored = (await storedVersions(getDb(), kind.versions.kind, [id])).get(id) ?? [];
  const found = stored.find((candidate) => candidate.lang === version);
  const text = found && {
    ...(Object.fromEntries(fields.map((field) => [field, String(found.fields[field] ?? "")])) as Record<
      Field,
      string
    >),
    status: found.status,
  };
  return { id, lang: version, text: text ?? null, saved: new URL(request.url).searchParams.has("saved") };
}

type Intent = { intent: string };

/**
 * The version editor's action: the form through the staff pipeline (`options`: a larger one for a long text), then
 * stored as that language's version, or another intent the page answers itself (`otherIntent`: a preview, a test
 * mail).
 */
export async function versionEditAction<Other extends Intent = never>(
  kind: AnyKind,
  schema: z.ZodType<{ intent: "save"; status: VersionStatus } | Other>,
  { request, context, params }: Args,
  {
    options = STAFF_FORM,
    otherIntent,
  }: {
    options?: FormOptions;
    otherIntent?: (
      value: Other,
      form: { payload: Record<string, unknown>; admin: SessionUser; lang: LanguageCode },
    ) => unknown;
  } = {},
) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, schema, options);
  if (!form.valid) return form.answer;
  const { id = "", version: lang } = params;
  if (!kind.versions || !isLanguageCode(lang)) return form.fail("notFound", 404);
  if (form.value.intent !== "save") {
    return otherIntent!(form.value as Other, { payload: form.payload, admin, lang });
  }
  const { intent: _, status, ...fields } = form.value as { intent: "save"; status: VersionStatus };
  const outcome = await saveLanguageVersion(auditActor(admin, context), {
    ...kind.versions,
    itemId: id,
    lang,
    status,
    fields,
    itemExists: (tx) => kind.exists(tx, id),
  });
  if (outcome === "notFound") return form.fail("notFound", 404);
  return form.redirect(`${kind.listPath}/${id}/${lang}`, { query: { saved: "1" } });
}
