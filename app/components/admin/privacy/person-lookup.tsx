import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { TextField } from "#app/components/form/form-controls.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/** The lookup: a GET form (`?email=`), so a lookup is a link and works without JavaScript. */
export function PersonLookup({ email, error }: { email: string; error: string | null }) {
  const { t } = useTranslation("admin-privacy");
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("lookup.label")}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="min-w-0 flex-1 basis-64">
        <TextField
          key={email}
          id="lookup-email"
          name="email"
          type="email"
          label={t("lookup.email")}
          defaultValue={email}
          error={
            error
              ? translateDataKey(t, `errors.${error}`, {
                  ns: ["admin-privacy", "forms"],
                  max: FIELD_LIMITS.email,
                })
              : undefined
          }
          autoComplete="off"
          required
        />
      </div>
      <button type="submit" className={buttonClass("primary")}>
        {t("lookup.submit")}
      </button>
    </Form>
  );
}
