import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedHref } from "#app/components/language.tsx";
import { useFormatNumber } from "#app/components/marketing/use-format-number.ts";
import { blogSearch, paginationItems } from "#app/domain/blog/blog-pages.ts";

const ITEM =
  "inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * Previous, numbered and next links over the listing's pages (spec 000 §2 "Blog"), keeping the category; the
 * current page is marked `aria-current`. Links, so every page works without JavaScript and can be shared.
 */
export function Pagination({
  page,
  totalPages,
  category,
}: {
  page: number;
  totalPages: number;
  category: string;
}) {
  const { t } = useTranslation("blog");
  const href = useLocalizedHref();
  const format = useFormatNumber();
  if (totalPages <= 1) return null;
  const to = (target: number) => href("/blog#articles", blogSearch({ category, page: target }));
  const step = (target: number, rel: "prev" | "next", label: string) => {
    const Icon = rel === "prev" ? ChevronLeft : ChevronRight;
    const icon = <Icon aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />;
    const content = (
      <>
        {rel === "prev" && icon}
        {label}
        {rel === "next" && icon}
      </>
    );
    return target < 1 || target > totalPages ? (
      <span aria-disabled="true" className={`${ITEM} text-slate-400`}>
        {content}
      </span>
    ) : (
      <Link to={to(target)} rel={rel} className={`${ITEM} text-brand-700 hover:bg-brand-50`}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={t("pagination.label")} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{step(page - 1, "prev", t("pagination.previous"))}</li>
        {paginationItems(page, totalPages).map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-label={t("pagination.page", { page: format(item) })}
                aria-current={item === page ? "page" : undefined}
                className={`${ITEM} ${
                  item === page ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                {format(item)}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, "next", t("pagination.next"))}</li>
      </ul>
    </nav>
  );
}
