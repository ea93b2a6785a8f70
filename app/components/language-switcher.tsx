import { Check, Globe, Loader2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../domain/languages.ts";
import { useLanguage } from "./language.tsx";
import { useSwitchLanguage } from "./use-switch-language.ts";

/** The language dropdown (spec 000 §2): native names with flags; shows a loading state while switching. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { switchTo, switching } = useSwitchLanguage();
  const active = LANGUAGES.find((l) => l.code === current)!;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={`${t("language.label")}: ${active.nativeName}`}
        aria-busy={switching}
        data-testid="language-switcher"
      >
        {switching ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Globe className="size-4" aria-hidden />
        )}
        <span aria-hidden>{active.flag}</span>
        <span>{active.nativeName}</span>
      </DropdownMenu.Trigger>
      {switching && (
        <span role="status" className="sr-only">
          {t("language.switching")}
        </span>
      )}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-slate-500">
            {t("language.choose")}
          </DropdownMenu.Label>
          {LANGUAGES.map((language) => (
            <DropdownMenu.Item
              key={language.code}
              lang={language.code}
              dir={language.dir}
              onSelect={() => void switchTo(language.code)}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              <span aria-hidden>{language.flag}</span>
              <span className="flex-1">{language.nativeName}</span>
              {language.code === current && <Check className="size-4 text-brand-700" aria-hidden />}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
