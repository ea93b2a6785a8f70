import { CheckCircle2, X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";

/**
 * A polite, non-blocking notification (Radix Toast: announced by screen readers, dismissable, closes itself).
 * Controlled: the owner decides when it shows.
 */
export function Toast({
  open,
  onOpenChange,
  message,
  regionLabel,
  closeLabel,
  durationMs = 8000,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  message: string;
  regionLabel: string;
  closeLabel: string;
  durationMs?: number;
}) {
  return (
    <ToastPrimitive.Provider duration={durationMs} label={regionLabel}>
      <ToastPrimitive.Root
        open={open}
        onOpenChange={onOpenChange}
        data-testid="toast"
        className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-white p-4 text-sm text-slate-900 shadow-lg"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
        <ToastPrimitive.Description className="flex-1 leading-6">{message}</ToastPrimitive.Description>
        <ToastPrimitive.Close
          aria-label={closeLabel}
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-4" aria-hidden />
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      <ToastPrimitive.Viewport
        label={`${regionLabel} ({hotkey})`}
        className="fixed bottom-4 end-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
