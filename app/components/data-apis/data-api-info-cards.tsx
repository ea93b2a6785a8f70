import { Gauge, KeyRound, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardGrid } from "#app/components/ui/sections.tsx";

const INFO = [
  { key: "licensing", Icon: Scale },
  { key: "access", Icon: KeyRound },
  { key: "figures", Icon: Gauge },
] as const;

/** What to know about the directory's data (licensing, access, the figures shown): three cards. */
export function DataApiInfoCards() {
  const { t } = useTranslation("data-apis");
  return (
    <CardGrid>
      {INFO.map(({ key, Icon }) => (
        <Card key={key} icon={<Icon className="size-5" />} title={t(`info.${key}.title`)}>
          <p>{t(`info.${key}.text`)}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
