import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type MouseEvent, type ReactNode, useCallback, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { DEFAULT_LEAD_SOURCE } from "../../domain/lead-form.ts";
import type { FormResponse } from "../../server/public-form.server.ts";
import { useLocalizedHref } from "../language.tsx";
import { useOverlay } from "../overlays.tsx";
import { Toast } from "../ui/toast.tsx";
import { LeadForm } from "./lead-form.tsx";
import { useContactEmail } from "./use-contact-email.ts";

/**
 * Which button opened the overlay: its source label (stored with the lead) and the element that gets focus back
 * when the overlay closes. Buttons live anywhere on the page, the overlay once in the layout.
 */
type Opener = { source: string; element: HTMLElement | null };
let opener: Opener = { source: DEFAULT_LEAD_SOURCE, element: null };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setOpener(next: Opener) {
  opener = next;
  for (const listener of listeners) listener();
}
const SERVER_OPENER: Opener = { source: DEFAULT_LEAD_SOURCE, element: null };

/**
 * Opens the Market Assessment overlay. It is a link to /assessment (the same form on a page) so it still works
 * before JavaScript has loaded or without it.
 */
export function OpenLeadFormButton({
  source = DEFAULT_LEAD_SOURCE,
  className,
  children,
}: {
  source?: string;
  className?: string;
  children: ReactNode;
}) {
  const { setOpen } = useOverlay("lead-form");
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpener({ source, element: event.currentTarget });
    setOpen(true);
  };
  return (
    <a
      href={href(`/assessment?${new URLSearchParams({ source, from: pathname })}`)}
      onClick={open}
      aria-haspopup="dialog"
      className={className}
    >
      {children}
    </a>
  );
}

/** The lead form overlay (a modal dialog) and its confirmation toast; mounted once in the layout. */
export function LeadFormOverlay() {
  const { t } = useTranslation("forms");
  const contactEmail = useContactEmail();
  const { isOpen, setOpen } = useOverlay("lead-form");
  const { pathname } = useLocation();
  const { source, element } = useSyncExternalStore(
    subscribe,
    () => opener,
    () => SERVER_OPENER,
  );
  const [confirmed, setConfirmed] = useState(false);

  const onResponse = useCallback(
    (response: FormResponse) => {
      if (!response.sent) return;
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
              if (!element?.isConnected) return;
              event.preventDefault();
              element.focus();
            }}
            className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold text-slate-900">{t("leadForm.title")}</Dialog.Title>
              <Dialog.Close
                className="-me-2 -mt-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
                aria-label={t("leadForm.close")}
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 mb-5 text-sm text-slate-600">
              {t("leadForm.description")}
            </Dialog.Description>
            <LeadForm source={source} page={pathname} contactEmail={contactEmail} onResponse={onResponse} />
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
