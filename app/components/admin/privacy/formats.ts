import { useLanguage } from "#app/components/language.tsx";
import { dateTimeFormat, numberFormat } from "#app/domain/intl-format.ts";

/**
 * Dates, times, numbers and amounts in the page's language. Times are shown in UTC, named, so the server's render
 * and the browser's agree and staff in any time zone read the same instant.
 */
export function usePrivacyFormats() {
  const lang = useLanguage();
  const dateTime = dateTimeFormat(lang, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    // A 24-hour clock: no day-period words, which Node's and the browser's ICU data word differently (ko).
    hourCycle: "h23",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  const number = numberFormat(lang);
  return {
    dateTime: (value: Date | null | undefined) => (value ? dateTime.format(value) : ""),
    number: (value: number) => number.format(value),
    money: (cents: number, currency: string) =>
      numberFormat(lang, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100),
  };
}
