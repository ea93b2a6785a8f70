import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * The favourites' buttons: a card's star and the directory's "Favourites only". They show only once the browser
 * knows the visitor's favourites (never in the server's HTML), so their code loads with the list
 * (`use-favorites.ts`), after the page.
 */

/** A card's star: on or off. */
export function FavoriteStar({
  name,
  favorite,
  onToggle,
}: {
  name: string;
  favorite: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation("data-apis");
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={t("card.favorite", { name })}
      onClick={onToggle}
      className="-m-1.5 shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-amber-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Star aria-hidden className={`size-6 ${favorite ? "fill-amber-400 text-amber-600" : ""}`} />
    </button>
  );
}

/**
 * "Favourites only" with the number of favourites (`count`, formatted), and the note on where they are kept. The
 * directory gives the pill's look (`pillClass`, `countClass`), the same as its category links'.
 */
export function FavoritesOnly({
  on,
  count,
  onToggle,
  pillClass,
  countClass,
}: {
  on: boolean;
  count: string;
  onToggle: () => void;
  pillClass: string;
  countClass: string;
}) {
  const { t } = useTranslation("data-apis");
  return (
    <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <button type="button" aria-pressed={on} onClick={onToggle} className={pillClass}>
        <Star aria-hidden className={`size-4 ${on ? "fill-current" : ""}`} />
        {t("directory.favoritesOnly")}
        <span className={countClass}>{count}</span>
      </button>
      <p className="text-sm text-slate-600">{t("directory.favoritesNote")}</p>
    </div>
  );
}
