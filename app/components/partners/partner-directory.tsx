import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SelectField } from "#app/components/form/form-controls.tsx";
import { PartnerCard } from "#app/components/partners/partner-card.tsx";
import { usePartnerLabels } from "#app/components/partners/use-partner-labels.ts";
import { Button } from "#app/components/ui/button.tsx";
import { LiveSearchForm, SearchBox, SearchResultsLine } from "#app/components/ui/live-search.tsx";
import { CardGrid } from "#app/components/ui/sections.tsx";
import type { WithImage } from "#app/domain/media/media-image.ts";
import {
  filterPartners,
  isFiltered,
  type ListedPartner,
  partnerFilterChoices,
  partnerQueryFromSearch,
  partnerSearch,
} from "#app/domain/partners/partner-directory.ts";

/** Typing pauses this long before the URL (and the list) follows, so each keystroke is not a navigation. */
const TYPING_DELAY_MS = 250;

/** The directory's section: `#directory` is where a search without JavaScript lands. */
export const DIRECTORY_ANCHOR = "directory";

/** What the live search replaces: the result count, the clear link and the partners found. */
const RESULTS_ID = "directory-results";

const PARTNERS_PATH = "/partners";

/**
 * The searchable directory (spec 000 §2 "Partners", §5): text search, category and industry filters, the result
 * count and the partners found. The query lives in the URL, so a filtered view can be shared; without JavaScript the
 * form is a plain GET form. With JavaScript (the page script: /partners is a document page, decision 068) the list
 * follows as the visitor types or picks a filter, replacing the URL in place (no new history entry, no scroll, focus
 * stays in the field).
 */
export function PartnerDirectory({ partners }: { partners: readonly WithImage<ListedPartner>[] }) {
  const { t } = useTranslation("partners");
  const labels = usePartnerLabels();
  const [searchParams] = useSearchParams();
  const query = partnerQueryFromSearch(searchParams);
  const shown = filterPartners(partners, query);
  const choices = partnerFilterChoices(partners);
  const filters = [
    { name: "category", choices: choices.categories, label: labels.category },
    { name: "industry", choices: choices.industries, label: labels.industry },
  ] as const;

  return (
    <div>
      <LiveSearchForm
        path={PARTNERS_PATH}
        anchor={DIRECTORY_ANCHOR}
        results={RESULTS_ID}
        toSearch={(values) => partnerSearch(partnerQueryFromSearch(values))}
        values={{ q: query.q, category: query.category, industry: query.industry }}
        typingDelayMs={TYPING_DELAY_MS}
        className="grid grid-cols-1 items-end gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchBox
            id="partner-search"
            label={t("partnerDirectory.search")}
            placeholder={t("partnerDirectory.searchPlaceholder")}
            defaultValue={query.q}
            maxLength={100}
          />
        </div>
        {filters.map((filter) => (
          <SelectField
            key={filter.name}
            id={`partner-${filter.name}`}
            name={filter.name}
            label={t(`partnerDirectory.${filter.name}`)}
            defaultValue={query[filter.name]}
          >
            {filter.choices.map((choice) => (
              <option key={choice} value={choice}>
                {filter.label(choice)}
              </option>
            ))}
          </SelectField>
        ))}
        <Button type="submit" className="min-h-10">
          <Search aria-hidden className="size-4" />
          {t("partnerDirectory.submit")}
        </Button>
      </LiveSearchForm>
      <div id={RESULTS_ID}>
        <SearchResultsLine
          path={PARTNERS_PATH}
          anchor={DIRECTORY_ANCHOR}
          status={
            shown.length > 0
              ? t("partnerDirectory.count", { shown: shown.length, total: partners.length })
              : t("partnerDirectory.empty")
          }
          clearLabel={t("partnerDirectory.clear")}
          filtered={isFiltered(query)}
        />
        <div data-live-part="list">
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
      </div>
    </div>
  );
}
