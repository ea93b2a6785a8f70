import { useLanguage } from "#app/components/language.tsx";
import { dateTimeFormat } from "#app/domain/intl-format.ts";

/** Posts are dated on the firm's calendar; one time zone for server and browser also keeps hydration exact. */
const TIME_ZONE = "Australia/Sydney";

/** A post's publication date, written the page language's way ("23 September 2025", "2025年9月23日"). */
export function PostDate({ date }: { date: Date }) {
  const lang = useLanguage();
  return (
    <time dateTime={date.toISOString()}>
      {dateTimeFormat(lang, { dateStyle: "long", timeZone: TIME_ZONE }).format(date)}
    </time>
  );
}
