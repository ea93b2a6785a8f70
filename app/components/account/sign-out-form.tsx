import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useLocalizedHref } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

/** Signing out is a POST to /logout (never a link: a prefetch or a crawler must not sign anyone out). */
export function SignOutForm({ className = buttonClass("primary") }: { className?: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <Form method="post" action={href("/logout")}>
      <button type="submit" className={className}>
        {t("account.signOut")}
      </button>
    </Form>
  );
}
