import { Landmark, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { COMPACT_AUD, PERCENT, useFormatNumber } from "#app/components/marketing/use-format-number.ts";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Card, CardGrid, Quote, Section } from "#app/components/ui/sections.tsx";

/**
 * Home: a client's words and two case studies with their results (spec 000 §1, §2 "Home": 300% revenue growth,
 * 4 months to market, a $5M funding round, a $2.1M government contract), then the partners behind them.
 */
const STORIES = [
  {
    key: "fintech",
    Icon: Wallet,
    results: [
      { key: "home.stories.fintech.growth", value: 3, format: PERCENT },
      { key: "home.stories.fintech.months", value: 4 },
      { key: "home.stories.fintech.funding", value: 5_000_000, format: COMPACT_AUD },
    ],
  },
  {
    key: "govtech",
    Icon: Landmark,
    results: [
      { key: "home.stories.govtech.contract", value: 2_100_000, format: COMPACT_AUD },
      { key: "home.stories.govtech.agencies", value: 5 },
    ],
  },
] as const satisfies readonly {
  key: string;
  Icon: unknown;
  results: readonly { key: string; value: number; format?: Intl.NumberFormatOptions }[];
}[];

export function SuccessStories() {
  const { t } = useTranslation("marketing");
  const format = useFormatNumber();
  return (
    <Section id="success-stories" title={t("home.stories.title")} intro={t("home.stories.intro")}>
      <Quote
        quote={t("home.stories.quote.text")}
        name={t("home.stories.quote.name")}
        role={t("home.stories.quote.role")}
      />
      <div className="mt-8">
        <CardGrid columns={2}>
          {STORIES.map(({ key, Icon, results }) => (
            <Card key={key} icon={<Icon className="size-5" />} title={t(`home.stories.${key}.title`)}>
              <p>{t(`home.stories.${key}.text`)}</p>
              <ul className="mt-5 flex flex-wrap gap-3">
                {results.map((result) => (
                  <li key={result.key} className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
                    {t(result.key, {
                      value: format(result.value, "format" in result ? result.format : undefined),
                    })}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </CardGrid>
      </div>
      <p className="mt-8">
        <ArrowLink to="/partners">{t("home.stories.partnersLink")}</ArrowLink>
      </p>
    </Section>
  );
}
