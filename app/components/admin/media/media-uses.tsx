import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { type MediaUse, mediaUseEditPath } from "#app/domain/media/media-uses.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/** The records that show an image, each a link to where its image is chosen; says so when there are none. */
export function MediaUses({ uses }: { uses: readonly MediaUse[] }) {
  const { t } = useTranslation("admin-media");
  const { t: tr } = useTranslation("regions");
  if (uses.length === 0) return <span className="text-slate-500">{t("uses.none")}</span>;
  return (
    <ul className="space-y-1">
      {uses.map((use) => (
        <li key={`${use.kind}/${use.id}`}>
          <span className="text-slate-600">{t(`uses.${use.kind}`)}: </span>
          <LocalizedLink to={mediaUseEditPath(use)} className="font-medium text-brand-700 underline">
            {use.kind === "region" ? translateDataKey(tr, `region.${use.id}.name`) : <bdi>{use.name}</bdi>}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
