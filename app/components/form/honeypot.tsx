import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD } from "#app/domain/form/form-fields.ts";

/** A field hidden from people and assistive technology; bots that fill every input give themselves away. */
export function Honeypot() {
  const { t } = useTranslation("forms");
  return (
    <div hidden>
      <label>
        {t("fields.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
