import { useTranslation } from "react-i18next";
import { numberFormat } from "#app/domain/intl-format.ts";

/** An image's size as staff read it: its pixels and its stored bytes (`1200 × 800 px · 164 KB`). */
export function ImageSize({ width, height, byteSize }: { width: number; height: number; byteSize: number }) {
  const { t, i18n } = useTranslation("admin-media");
  const kilobytes = numberFormat(i18n.language, { maximumFractionDigits: 0 }).format(
    Math.ceil(byteSize / 1024),
  );
  return <span className="whitespace-nowrap">{t("size", { width, height, kilobytes })}</span>;
}
