import { useTranslation } from "react-i18next";

export function Logo() {
  const { t } = useTranslation();
  return (
    <>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="7" fill="#1747a6" />
        <path d="M8 23 15.5 8 23 23h-4l-3.5-7.5L12 23Z" fill="#fff" />
        <circle cx="24" cy="10" r="2.5" fill="#f59e0b" />
      </svg>
      <span className="text-lg font-bold tracking-tight whitespace-nowrap text-slate-900">
        {t("brand.name")}
      </span>
    </>
  );
}
