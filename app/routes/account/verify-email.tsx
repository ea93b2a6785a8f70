import { useTranslation } from "react-i18next";
import { AuthCard } from "#app/components/account/auth-form.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey } from "#app/server/auth/auth-errors.server.ts";
import type { Route } from "./+types/verify-email";

export const handle = i18nHandle("account");

/** The page the verification mail links to (`?token=`): confirms the address, or says why not. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { verified: false, error: "invalidLink" };
  try {
    await getAuth().api.verifyEmail({ query: { token }, headers: request.headers });
    return { verified: true, error: null };
  } catch (error) {
    return { verified: false, error: authErrorKey(error, "verify-email") };
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <AuthCard title={t("verify.title")}>
      {loaderData.verified ? (
        <Notice tone="success">{t("verify.done")}</Notice>
      ) : (
        <Notice tone="error">{t(`errors.${loaderData.error}`)}</Notice>
      )}
      <p className="mt-6">
        <LocalizedLink to="/profile" className={buttonClass("primary")}>
          {t("verify.toProfile")}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
