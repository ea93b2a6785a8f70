import { useTranslation } from "react-i18next";

/** `<title>` for an account page: "Log in | AusEntry Partners" (React hoists it into the head). */
export function PageTitle({ page }: { page: string }) {
  const { t } = useTranslation("auth");
  return <title>{t("pageTitle", { page })}</title>;
}
