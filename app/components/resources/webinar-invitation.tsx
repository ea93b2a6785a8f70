import { Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/sections.tsx";

/** /resources' invitation to the webinars: a dark band with the way to ask about them. */
export function WebinarInvitation() {
  const { t } = useTranslation("resources");
  return (
    <Section title={t("resources.webinarTitle")}>
      <div className="flex flex-col gap-6 rounded-xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center">
        <span
          aria-hidden
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-white/10"
        >
          <Video className="size-6" />
        </span>
        <p className="flex-1 text-lg text-brand-100">{t("resources.webinarText")}</p>
        <LocalizedLink to="/contact" className={buttonClass("secondary", "shrink-0")}>
          {t("resources.webinarAction")}
        </LocalizedLink>
      </div>
    </Section>
  );
}
