import { BadgeDollarSign, ClipboardCheck, FileChartColumn, type LucideIcon, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLeadFormHref } from "#app/components/leads/open-lead-form-button.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { EXIT_OFFERS, type ExitOfferIcon } from "#app/content/exit-offers.ts";
import { exitIntentSource, exitOfferTitleId } from "#app/domain/marketing/exit-intent.ts";

const ICONS: Record<ExitOfferIcon, LucideIcon> = {
  "clipboard-check": ClipboardCheck,
  "file-chart": FileChartColumn,
  "badge-dollar": BadgeDollarSign,
};

/**
 * The home page's exit-intent offer (spec 000 §4) as a native modal dialog, rendered on the server with every
 * offer hidden: the page script (page-script/exit-intent.ts) draws one and shows it when the pointer leaves through
 * the top of a wide window, once per visit. `showModal()` moves the focus in, keeps it there, closes on Escape and
 * gives it back. An offer's button is a link to the lead form's page with the offer as the lead's source: the home
 * page is a document page, without the app that the lead form's overlay needs (decision 061).
 */
export function ExitIntent() {
  const { t } = useTranslation("marketing");
  const leadFormHref = useLeadFormHref();
  return (
    <dialog
      data-exit-intent=""
      data-testid="exit-intent"
      aria-labelledby={exitOfferTitleId(EXIT_OFFERS[0]!.id)}
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      {EXIT_OFFERS.map((offer) => {
        const Icon = ICONS[offer.icon];
        return (
          <div key={offer.id} hidden data-exit-offer={offer.id} className="p-8">
            <div className="flex items-start justify-between gap-4">
              <span
                aria-hidden
                className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              >
                <Icon className="size-6" />
              </span>
              <button
                type="button"
                data-exit-intent-close=""
                aria-label={t("exitIntent.close")}
                className="-me-3 -mt-3 rounded-md p-2 text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden />
              </button>
            </div>
            <p className="mt-5 inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
              {t(offer.value)}
            </p>
            <h2
              id={exitOfferTitleId(offer.id)}
              className="mt-3 text-2xl font-bold tracking-tight text-slate-900"
            >
              {t(offer.title)}
            </h2>
            <p className="mt-2 text-lg text-slate-700">{t(offer.subtitle)}</p>
            <p className="mt-4 text-slate-600">{t(offer.description)}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={leadFormHref(exitIntentSource(offer.id))} className={buttonClass("primary")}>
                {t(offer.buttonText)}
              </a>
              <button type="button" data-exit-intent-close="" className={buttonClass("ghost")}>
                {t("exitIntent.dismiss")}
              </button>
            </div>
          </div>
        );
      })}
    </dialog>
  );
}
