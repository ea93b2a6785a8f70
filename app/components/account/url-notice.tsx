import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Notice } from "#app/components/form/form-controls.tsx";
import { noticeOf } from "#app/domain/form/form-answer.ts";

/** The message the redirect to this page left in its query (`?notice=`), when it is one of ours. */
export function UrlNotice() {
  const { t } = useTranslation("account");
  const [query] = useSearchParams();
  const notice = noticeOf(query);
  // Every notice reports something done, except the one asking an admin to turn on two-factor verification first.
  const tone = notice === "adminTwoFactorRequired" ? "info" : "success";
  return notice && <Notice tone={tone}>{t(`notices.${notice}`)}</Notice>;
}
