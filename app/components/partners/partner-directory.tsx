import { Search } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useLocalizedHref } from "#app/components/language.tsx";
import { PartnerCard } from "#app/components/partners/partner-card.tsx";
import { usePartnerLabels } from "#app/components/partners/use-partner-labels.ts";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/form-controls.tsx";
import { CardGrid } from "#app/components/ui/sections.tsx";
import {
  type DirectoryPartner,
  filterPartners,
  isFiltered,
  partnerFilterChoices,
  partnerQueryFromSearch,
  partnerSearch,
} from "#app/domain/partner-directory.ts";

/** Typing pauses this long before the URL (and the list) follows, so each keystroke is not a navigation. */
const TYPING_DELAY_MS = 250;

/** The directory's section: `#directory` is where a search without JavaScript lands. */
export const DIRECTORY_ANCHOR = "directory";

/**
 * The searchable directory (spec 000 §2 "Partners", §5): text search, category and industry filters, the result
 * count and the partners found. The query lives in the URL, so a filtered view can be shared; without JavaScript the
 * form is a plain GET form. With JavaScript the list follows as the visitor types or picks a filter, replacing the
 * URL in place (no new history entry, no scroll, focus stays in the field).
 */
export function PartnerDirectory({ partners }: { partners: readonly DirectoryPartner[] }) {
  const { t } = useTranslation("partners");
  const labels = usePartnerLabels();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = partnerQueryFromSearch(searchParams);
  const shown = filterPartners(partners, query);
  const choices = partnerFilterChoices(partners);
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(typing.current), []);

  // The fields follow the URL when it changes from elsewhere (the clear link, back and forward); the field being
  // typed in is left alone.
  const { q, category, industry } = query;
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    for (const [name, value] of Object.entries({ q, category, industry })) {
      const field = fields.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement
      ) {
        field.value = value;
      }
    }
  }, [q, category, industry]);

  const apply = (form: HTMLFormElement) => {
    clearTimeout(typing.current);
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values.set(name, value);
    // Only what narrows the list goes in the URL: `?q=cloud`, not `?q=cloud&category=all&industry=all`.
    void navigate(href("/partners", partnerSearch(partnerQueryFromSearch(values))), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(typing.current);
    if (event.target instanceof HTMLInputElement)
      typing.current = setTimeout(() => apply(form), TYPING_DELAY_MS);
    else apply(form);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <div>
      <search>
        <form
          ref={formRef}
          method="get"
          action={href(`/partners#${DIRECTORY_ANCHOR}`)}
          onChange={onChange}
          onSubmit={onSubmit}
          className="grid grid-cols-1 items-end gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_auto]"
        >
          <div className="sm:col-span-2 lg:col-span-1">
            <TextField
              id="partner-search"
              name="q"
              type="search"
              label={t("partnerDirectory.search")}
              placeholder={t("partnerDirectory.searchPlaceholder")}
              defaultValue={query.q}
              maxLength={100}
              autoComplete="off"
            />
          </div>
          <SelectField
            id="partner-category"
            name="category"
            label={t("partnerDirectory.category")}
            defaultValue={query.category}
          >
            {choices.categories.map((choice) => (
              <option key={choice} value={choice}>
                {labels.category(choice)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="partner-industry"
            name="industry"
            label={t("partnerDirectory.industry")}
            defaultValue={query.industry}
          >
            {choices.industries.map((choice) => (
              <option key={choice} value={choice}>
                {labels.industry(choice)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" className="min-h-10">
            <Search aria-hidden className="size-4" />
            {t("partnerDirectory.submit")}
          </Button>
        </form>
      </search>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium text-slate-700">
          {shown.length > 0
            ? t("partnerDirectory.count", { shown: shown.length, total: partners.length })
            : t("partnerDirectory.empty")}
        </p>
        {isFiltered(query) && (
          <Link
            to={href(`/partners#${DIRECTORY_ANCHOR}`)}
            replace
            preventScrollReset
            className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {t("partnerDirectory.clear")}
          </Link>
        )}
      </div>
      {shown.length > 0 && (
        <div className="mt-6">
          <CardGrid>
            {shown.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} />
            ))}
          </CardGrid>
        </div>
      )}
    </div>
  );
}
