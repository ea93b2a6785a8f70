import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AuthCard } from "#app/components/account/auth-form.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey } from "#app/server/auth/auth-errors.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import type { Route } from "./+types/verify-email";

export const handle = i18nHandle("account");

/**
 * The page the verification mail links to (`?token=`): confirms the address, or says why not. It acts on the
 * token, so its answer is never stored (not by the page cache, not by a browser or proxy).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = (verified: boolean, error: string | null) =>
    data({ verified, error }, { headers: { "Cache-Control": PRIVATE_CACHE } });
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return answer(false, "invalidLink");
  try {
    await getAuth().api.verifyEmail({ query: { token }, headers: request.headers });
    return answer(true, null);
  } catch (error) {
    return answer(false, authErrorKey(error, "verify-email"));
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

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
