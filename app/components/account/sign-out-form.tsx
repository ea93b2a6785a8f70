import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { useLocalizedHref } from "#app/components/language.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";

/**
 * Signing out is a POST to /logout (never a link: a prefetch or a crawler must not sign anyone out). While it is
 * being sent, the button is disabled and says so.
 */
export function SignOutForm({ className = buttonClass("primary") }: { className?: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const action = href("/logout");
  return (
    <Form method="post" action={action}>
      <SubmitButton
        unstyled
        className={className}
        pending={navigation.state !== "idle" && navigation.formAction === action}
        pendingLabel={t("account.signingOut")}
      >
        {t("account.signOut")}
      </SubmitButton>
    </Form>
  );
}
