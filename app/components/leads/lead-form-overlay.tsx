import { Dialog } from "radix-ui";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LeadForm } from "#app/components/leads/lead-form.tsx";
import { useLeadFormOpener } from "#app/components/leads/lead-form-opener.ts";
import { useContactEmail } from "#app/components/leads/use-contact-email.ts";
import { useOverlay } from "#app/components/shell/overlays.tsx";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";
import { Toast } from "#app/components/ui/toast.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** The lead form overlay (a modal dialog) and its confirmation toast; loaded the first time it opens. */
export default function LeadFormOverlay() {
  const { t } = useTranslation("forms");
  const contactEmail = useContactEmail();
  const { isOpen, setOpen } = useOverlay("lead-form");
  const { pathname } = useLocation();
  const { source, element } = useLeadFormOpener();
  const [confirmed, setConfirmed] = useState(false);

  const onAnswer = useCallback(
    (answer: FormAnswer) => {
      if (!answer.sent) return;
      setOpen(false);
      setConfirmed(true);
    },
    [setOpen],
  );

  return (
    <>
      <Dialog.Root open={isOpen} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content
            data-testid="lead-form-overlay"
            onOpenAutoFocus={(event) => {
              // Start in the first field rather than on the close button.
              const firstField =
                event.currentTarget instanceof HTMLElement &&
                event.currentTarget.querySelector("input[name=name]");
              if (!(firstField instanceof HTMLInputElement)) return;
              event.preventDefault();
              firstField.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // Back to what opened the form; if that is gone, to the page's content.
              const target = element?.isConnected ? element : document.getElementById("main");
              target?.focus();
            }}
            className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold text-slate-900">{t("leadForm.title")}</Dialog.Title>
              <DialogCloseButton label={t("leadForm.close")} className="-me-2 -mt-2" />
            </div>
            <Dialog.Description className="mt-2 mb-5 text-sm text-slate-600">
              {t("leadForm.description")}
            </Dialog.Description>
            <LeadForm source={source} page={pathname} contactEmail={contactEmail} onAnswer={onAnswer} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Toast
        open={confirmed}
        onOpenChange={setConfirmed}
        message={t("leadForm.success")}
        regionLabel={t("toast.region")}
        closeLabel={t("toast.close")}
      />
    </>
  );
}
