import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "#app/components/form/form-controls.tsx";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";

/**
 * Name, e-mail and company: the three fields every lead form asks for. `pairNameAndEmail` puts the first two
 * side by side on wider screens (the contact form); otherwise they stack (the lead overlay). `focusName`: the
 * name takes the focus as the page opens (the page script gives it on a document page).
 */
export function IdentityFields<Form extends Record<string, unknown>>({
  fields,
  errorOf,
  pairNameAndEmail = false,
  focusName = false,
}: {
  fields: Record<"name" | "email" | "company", FieldMetadata<string | undefined, Form, string[]>>;
  errorOf(field: FieldMetadata<unknown, Form, string[]>, max?: number): string | undefined;
  pairNameAndEmail?: boolean;
  focusName?: boolean;
}) {
  const { t } = useTranslation("forms");
  return (
    <>
      <div className={pairNameAndEmail ? "grid gap-4 sm:grid-cols-2" : "space-y-4"}>
        <TextField
          {...getInputProps(fields.name, { type: "text" })}
          label={t("fields.name")}
          error={errorOf(fields.name, FIELD_LIMITS.name)}
          autoComplete="name"
          required
          data-focus-on-load={focusName ? "" : undefined}
        />
        <TextField
          {...getInputProps(fields.email, { type: "email" })}
          label={t("fields.email")}
          error={errorOf(fields.email, FIELD_LIMITS.email)}
          autoComplete="email"
          required
        />
      </div>
      <TextField
        {...getInputProps(fields.company, { type: "text" })}
        label={t("fields.company")}
        error={errorOf(fields.company, FIELD_LIMITS.company)}
        autoComplete="organization"
        required
      />
    </>
  );
}
