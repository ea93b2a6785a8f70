import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Marks every screen of the built-in test provider: nothing here charges a real card. */
export function TestModeBanner() {
  const { t } = useTranslation("checkout");
  return (
    <div
      role="note"
      aria-label={t("testMode.label")}
      className="border-b-4 border-amber-500 bg-amber-100 text-amber-950"
      data-testid="test-mode-banner"
    >
      <div className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-3 sm:px-6">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <p className="text-sm">
          <strong className="me-2 inline-block rounded bg-amber-500 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-950">
            {t("testMode.label")}
          </strong>
          {t("testMode.text")}
        </p>
      </div>
    </div>
  );
}
