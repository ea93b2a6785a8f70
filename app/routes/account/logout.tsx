import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { AuthCard, SubmitButton } from "#app/components/account/auth-form.tsx";
import { PageTitle } from "#app/components/account/page-title.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { logAuthFailure } from "#app/server/auth/auth-errors.server.ts";
import { redirectWithAuthCookies } from "#app/server/auth/auth-form.server.ts";
import type { Route } from "./+types/logout";

/** Sign out (POST from the header menu or this page): the session is deleted and its cookie cleared. */
export async function action({ request }: Route.ActionArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return redirectWithAuthCookies(localHref(lang, "/login", { notice: "signedOut" }), headers);
  } catch (error) {
    logAuthFailure(error, "sign-out");
    return data({ failed: true }, { status: 500 });
  }
}

/** Shown on GET (a bookmarked /logout) and when signing out failed: one button to (re)try. */
export default function Logout({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { t: tc } = useTranslation();
  return (
    <AuthCard title={tc("account.signOut")}>
      <PageTitle page={tc("account.signOut")} />
      {actionData?.failed && (
        <div className="mb-4">
          <Notice tone="error">{t("errors.signOutFailed")}</Notice>
        </div>
      )}
      <Form method="post">
        <SubmitButton pendingLabel={t("signOut.pending")}>{tc("account.signOut")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
