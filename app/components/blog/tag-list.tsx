import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTagLabel } from "#app/components/blog/use-tag-label.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { blogSearch } from "#app/domain/blog/blog-pages.ts";

/** A post's tags as small links to their category's first page. */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation("blog");
  const tagLabel = useTagLabel();
  const href = useLocalizedHref();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("tagList.label")} className="mt-4 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={href("/blog#articles", blogSearch({ category: tag, page: 1 }))}
            className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
          >
            {tagLabel(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
