import { X } from "lucide-react";
import { Dialog } from "radix-ui";

/** The × in a dialog's corner (`label`: what it closes, for screen readers); `className` places it. */
export function DialogCloseButton({ label, className = "" }: { label: string; className?: string }) {
  return (
    <Dialog.Close
      className={`rounded-md p-2 text-slate-600 hover:bg-slate-100 ${className}`}
      aria-label={label}
    >
      <X className="size-5" aria-hidden />
    </Dialog.Close>
  );
}
