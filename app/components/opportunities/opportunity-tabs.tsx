import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import { LinkTabs } from "#app/components/ui/link-tabs.tsx";
import { localHref } from "#app/domain/languages.ts";
import { OPPORTUNITY_TABS, type OpportunityTab } from "#app/domain/opportunities/opportunities.ts";

/**
 * The three opportunity tabs (spec 001 §2.15), link tabs like /tools': each tab is a link to
 * `<path>?tab=<id>#<anchor>`, so it works without JavaScript and lands on the section.
 */
export function OpportunityTabs({
  path,
  anchor,
  active,
  children,
}: {
  path: string;
  anchor: string;
  active: OpportunityTab;
  children: ReactNode;
}) {
  const { t } = useTranslation("opportunities");
  const lang = useLanguage();
  return (
    <LinkTabs
      ids={OPPORTUNITY_TABS}
      active={active}
      idPrefix="opportunity"
      label={t("section.tabsLabel")}
      href={(tab) => localHref(lang, `${path}#${anchor}`, { tab })}
      tabClassName="px-4 py-2.5 text-center font-semibold"
      renderTab={(tab) => t(`section.tabs.${tab}`)}
    >
      {children}
    </LinkTabs>
  );
}
