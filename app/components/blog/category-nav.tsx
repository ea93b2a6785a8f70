import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTagLabel } from "#app/components/blog/use-tag-label.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { ALL_CATEGORIES, blogSearch } from "#app/domain/blog/blog-pages.ts";

/**
 * The category buttons (spec 000 §2 "Blog"): "All" and every tag, as links, so a category can be shared and works
 * without JavaScript. Choosing one goes to its first page (spec 000 §4).
 */
export function CategoryNav({ categories, current }: { categories: readonly string[]; current: string }) {
  const { t } = useTranslation("blog");
  const tagLabel = useTagLabel();
  const href = useLocalizedHref();
  return (
    <nav aria-label={t("categoryNav.label")}>
      <ul className="flex flex-wrap gap-2">
        {[ALL_CATEGORIES, ...categories].map((category) => {
          const active = category === current;
          return (
            <li key={category}>
              <Link
                to={href("/blog#articles", blogSearch({ category, page: 1 }))}
                aria-current={active ? "true" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800"
                }`}
              >
                {category === ALL_CATEGORIES ? t("categoryNav.all") : tagLabel(category)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
