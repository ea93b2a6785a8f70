import { useTranslation } from "react-i18next";
import { isLanguageCode, languageOf } from "#app/domain/languages.ts";

/** A value a row may lack (never confirmed, never sent…): a dash, read out as "none". */
export function Maybe({ value }: { value: string | null }) {
  const { t } = useTranslation("admin-records");
  if (value) return <>{value}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{t("none")}</span>
    </>
  );
}

/** An e-mail address: left to right in every language, on one line. */
export function Address({ value }: { value: string | null }) {
  if (!value) return <Maybe value={null} />;
  return (
    <span dir="ltr" className="whitespace-nowrap">
      {value}
    </span>
  );
}

/** A time as the server wrote it (`formatRecordTime`: date, then time on its own line), or a dash. */
export function When({ value }: { value: string | null }) {
  if (!value) return <Maybe value={null} />;
  return <span className="whitespace-pre">{value}</span>;
}

/** A visitor's language, by its own name. */
export function LanguageName({ code }: { code: string }) {
  return <>{isLanguageCode(code) ? languageOf(code).nativeName : code}</>;
}

/** Who a booking or registration is from: name, address and company, one under the other. */
export function VisitorCell({ visitor }: { visitor: { name: string; email: string; company: string } }) {
  return (
    <div>
      <p className="font-medium">{visitor.name}</p>
      <p>
        <Address value={visitor.email} />
      </p>
      <p className="text-slate-600">{visitor.company}</p>
    </div>
  );
}
