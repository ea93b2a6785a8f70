import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/components/shell/root-data.ts";
import { telHref } from "#app/domain/firm/firm-contact.ts";

export type FirmContactItem = { key: "address" | "phone" | "email" | "abn"; label: string; value: ReactNode };

/**
 * The firm's contact details that are configured (decision 064), in the order a visitor looks for them, each with
 * its label and value (the phone and e-mail as links). Empty when none is: nothing is made up.
 */
export function useFirmContactItems(linkClassName: string): FirmContactItem[] {
  const { t } = useTranslation();
  const contact = useRootData()?.contact;
  if (!contact) return [];
  const { address, phone, email, abn } = contact;
  const items: (FirmContactItem | null)[] = [
    address
      ? {
          key: "address",
          label: t("firmContact.address"),
          value: <span lang="en">{address}</span>,
        }
      : null,
    phone
      ? {
          key: "phone",
          label: t("firmContact.phone"),
          value: (
            <a href={telHref(phone)} className={linkClassName} dir="ltr">
              {phone}
            </a>
          ),
        }
      : null,
    email
      ? {
          key: "email",
          label: t("firmContact.email"),
          value: (
            <a href={`mailto:${email}`} className={linkClassName} dir="ltr">
              {email}
            </a>
          ),
        }
      : null,
    abn
      ? {
          key: "abn",
          label: t("firmContact.abn"),
          value: <span dir="ltr">{abn}</span>,
        }
      : null,
  ];
  return items.filter((item) => item !== null);
}

/** The footer's contact block: a heading and the configured details; nothing at all when none is configured. */
export function FirmContactList() {
  const { t } = useTranslation();
  const items = useFirmContactItems("hover:text-white hover:underline");
  if (items.length === 0) return null;
  return (
    <>
      <h2 className="mt-6 text-sm font-semibold text-white">{t("firmContact.heading")}</h2>
      <address className="mt-2 not-italic" data-testid="firm-contact">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          {items.map(({ key, label, value }) => (
            <div key={key} className="contents">
              <dt className="text-slate-400">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </address>
    </>
  );
}
