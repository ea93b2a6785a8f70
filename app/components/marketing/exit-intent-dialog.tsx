import { BadgeDollarSign, ClipboardCheck, FileChartColumn, type LucideIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { track } from "#app/components/analytics/analytics.ts";
import { OpenLeadFormButton } from "#app/components/leads/open-lead-form-button.tsx";
import { useOverlay } from "#app/components/shell/overlays.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";
import type { ExitOffer, ExitOfferIcon } from "#app/content/exit-offers.ts";

const ICONS: Record<ExitOfferIcon, LucideIcon> = {
  "clipboard-check": ClipboardCheck,
  "file-chart": FileChartColumn,
  "badge-dollar": BadgeDollarSign,
};

/**
 * The exit-intent offer as a modal dialog (the lead overlay's Radix Dialog: focus moves in, stays in, and returns
 * where it was on close). Its button opens the lead form with the offer as the lead's source; the overlays are
 * exclusive, so the offer closes as the lead form opens, and leaves the focus to it.
 */
export default function ExitIntentDialog({
  offer,
  leadSource,
}: {
  offer: ExitOffer;
  /** The lead source its button records (`exitIntentSource`), named by the caller so this chunk needs no rules. */
  leadSource: string;
}) {
  const { t } = useTranslation("marketing");
  const [open, setOpen] = useState(true);
  // Mounted as the offer opens: whatever had the focus then gets it back on close (Radix returns it only to a
  // Dialog.Trigger, and this dialog has none).
  const [returnFocusTo] = useState(() => document.activeElement);
  const leadForm = useOverlay("lead-form");
  const Icon = ICONS[offer.icon];

  const close = () => {
    if (!open) return;
    setOpen(false);
    track("exit_intent_closed", { offer_id: offer.id, action: leadForm.isOpen ? "accepted" : "dismissed" });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes once, when the lead form opens
  useEffect(() => {
    if (leadForm.isOpen) close();
  }, [leadForm.isOpen]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          data-testid="exit-intent"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Opening the lead form closed the offer: the focus belongs to the form.
            if (leadForm.isOpen) return;
            if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-8 shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <span
              aria-hidden
              className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            >
              <Icon className="size-6" />
            </span>
            <DialogCloseButton label={t("exitIntent.close")} className="-me-3 -mt-3" />
          </div>
          <p className="mt-5 inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
            {t(offer.value)}
          </p>
          <Dialog.Title className="mt-3 text-2xl font-bold tracking-tight text-slate-900">
            {t(offer.title)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-lg text-slate-700">{t(offer.subtitle)}</Dialog.Description>
          <p className="mt-4 text-slate-600">{t(offer.description)}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <OpenLeadFormButton source={leadSource} className={buttonClass("primary")}>
              {t(offer.buttonText)}
            </OpenLeadFormButton>
            <Dialog.Close className={buttonClass("ghost")}>{t("exitIntent.dismiss")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
