import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
  secondary:
    "border border-brand-700 text-brand-800 bg-white hover:bg-brand-50 focus-visible:outline-brand-700",
  ghost: "text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-500",
  danger: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
};

/** Shared look of buttons and button-like links. */
export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/**
 * A form's submit button: while the form is being sent (`pending`, from `useForm`) it is disabled and says so.
 * On a document page the page script does that from `data-pending-label` (page-script/form-answers.ts), which a
 * label in words carries. `unstyled`: `className` is its whole look (a menu item), not added to the button's.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = "primary",
  unstyled = false,
  className = "",
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  variant?: ButtonVariant;
  unstyled?: boolean;
  pending: boolean;
  pendingLabel: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      data-pending-label={typeof pendingLabel === "string" ? pendingLabel : undefined}
      className={unstyled ? className : buttonClass(variant, className)}
      {...props}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
