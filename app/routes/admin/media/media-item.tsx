import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, DeleteConfirm, DeleteLink } from "#app/components/admin/content/content-form.tsx";
import { LanguageVersionLinks } from "#app/components/admin/content/language-status-link.tsx";
import { ImageSize } from "#app/components/admin/media/image-size.tsx";
import { MediaUses } from "#app/components/admin/media/media-uses.tsx";
import { FormError } from "#app/components/form/form-controls.tsx";
import { MediaPicture } from "#app/components/media/media-picture.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { mediaDeleteAction, mediaEditLoader } from "#app/server/admin/content-media.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/media-item";

export const handle = i18nHandle("admin-content", "admin-media", "regions");

/**
 * `/admin/media/:id`: the image, its details, the state of its alt text in each language (each a link to that
 * language's editor), the records that show it, and its delete step (`?confirm=delete`), which an image in use
 * does not offer.
 */
export function loader(args: Route.LoaderArgs) {
  return mediaEditLoader(args);
}

export function action(args: Route.ActionArgs) {
  return mediaDeleteAction(args);
}

export const headers = formHeaders;

export default function MediaItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-media");
  const { record, languages, uses, confirmDelete, uploaded } = loaderData;
  const image = record!;
  const refusal = (actionData as FormAnswer | undefined)?.result.error?.[""]?.[0];
  const inUse = uses.length > 0;
  return (
    <AdminPage title={t("item.title", { name: image.fileName })} lead={t("item.altLead")}>
      {uploaded && <ContentNotice>{t("item.uploaded")}</ContentNotice>}
      {refusal && <FormError>{t(refusal === "inUse" ? "errors.inUse" : "errors.notFound")}</FormError>}
      {confirmDelete && !inUse && <DeleteConfirm question={t("item.confirmDelete")} />}
      {confirmDelete && inUse && <FormError>{t("errors.inUse")}</FormError>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <MediaPicture
          image={{ ...image, alt: "", altLang: null }}
          sizes="(min-width: 1024px) 400px, 100vw"
          className="block h-auto w-full rounded-lg border border-slate-200 bg-slate-100"
          priority
        />
        <div className="space-y-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-600">{t("item.file")}</dt>
            <dd className="break-all">
              <bdi>{image.fileName}</bdi>
            </dd>
            <dt className="font-medium text-slate-600">{t("item.format")}</dt>
            <dd>{image.format.toUpperCase()}</dd>
            <dt className="font-medium text-slate-600">{t("item.dimensions")}</dt>
            <dd>
              <ImageSize {...image} />
            </dd>
            <dt className="font-medium text-slate-600">{t("item.uploadedAt")}</dt>
            <dd>
              {dateTimeFormat(i18n.language, {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: "Australia/Sydney",
              }).format(image.createdAt)}
            </dd>
          </dl>
          {languages && (
            <LanguageVersionLinks
              path={`/admin/media/${image.id}`}
              name={image.fileName}
              languages={languages}
            />
          )}
          <section aria-labelledby="media-uses-title" className="space-y-2 text-sm">
            <h2 id="media-uses-title" className="text-lg font-semibold text-slate-900">
              {t("item.usesTitle")}
            </h2>
            <MediaUses uses={uses} />
            {inUse && <p className="text-slate-600">{t("item.inUseNote")}</p>}
          </section>
          {!confirmDelete && !inUse && <DeleteLink />}
        </div>
      </div>
    </AdminPage>
  );
}
