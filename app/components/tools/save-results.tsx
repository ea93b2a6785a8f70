import { Mail } from "lucide-react";
import { type MouseEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetchers, useNavigation } from "react-router";
import { Notice } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import type { ToolAnswer } from "#app/components/tools/tool-answer.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import type { ToolId } from "#app/domain/tools/tool-ids.ts";
import { saveEmailSchema } from "#app/domain/tools/tools.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/**
 * The save box every tool renders INSIDE its own `<Form>`, after its 'Calculate' button (the first submit button
 * is the one Enter presses): the e-mail field (`email`), the honeypot, 'Save results' (`intent=save`) and what
 * the action answered: 'Results saved successfully!', 'Error saving results. Please try again.', a refusal of the
 * whole post (rate limit, size) and the e-mail's own error. The address is checked in the browser before the
 * form goes (the action's rule); the tool's inputs are checked by the tool. Without JavaScript the button posts
 * the form, and the page renders the answer.
 */
export function SaveResults({ tool, answer }: { tool: ToolId; answer?: ToolAnswer }) {
  const { t } = useTranslation("tools");
  const id = useId();
  const emailId = `${id}-email`;
  const input = useRef<HTMLInputElement>(null);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const pending = useSavePending(tool);

  const own = answer?.tool === tool ? answer : undefined;
  const sentIntent = own?.intent ?? own?.result.initialValue?.intent;
  const saveAnswer = sentIntent === "save" ? own : undefined;
  const serverKey = saveAnswer?.result.error?.email?.[0];
  const errorKey = checkedKey ?? serverKey ?? null;
  const formErrorKey = saveAnswer?.result.error?.[""]?.[0];
  const sentEmail = own?.result.initialValue?.email;
  const message = (key: string) =>
    translateDataKey(t, `errors.${key}`, { ns: ["tools", "forms"], max: FIELD_LIMITS.email });

  const check = (event: MouseEvent<HTMLButtonElement>) => {
    const parsed = saveEmailSchema.safeParse(input.current?.value ?? "");
    if (parsed.success) {
      setCheckedKey(null);
      return;
    }
    event.preventDefault();
    setCheckedKey(parsed.error.issues[0]?.message ?? "emailInvalid");
    input.current?.focus();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5"
      data-testid={`save-results-${tool}`}
    >
      <Honeypot />
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Mail aria-hidden className="size-5 text-brand-700" />
        {t("saveResults.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("saveResults.text")}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <label htmlFor={emailId} className="sr-only">
            {t("saveResults.email")}
          </label>
          <input
            ref={input}
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            defaultValue={typeof sentEmail === "string" ? sentEmail : undefined}
            placeholder={t("saveResults.placeholder")}
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={errorKey ? `${emailId}-error` : undefined}
            onInput={() => setCheckedKey(null)}
            className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${
              errorKey ? "border-red-600" : "border-slate-300"
            }`}
          />
          {errorKey && (
            <p id={`${emailId}-error`} className="mt-1 text-sm text-red-700">
              {message(errorKey)}
            </p>
          )}
        </div>
        <SubmitButton
          name="intent"
          value="save"
          onClick={check}
          pending={pending}
          pendingLabel={t("saveResults.saving")}
          className="shrink-0"
        >
          {t("saveResults.submit")}
        </SubmitButton>
      </div>
      <div role="status">
        {saveAnswer?.saved === true && (
          <div className="mt-3">
            <Notice tone="success" announce={false}>
              {t("saveResults.saved")}
            </Notice>
          </div>
        )}
      </div>
      {saveAnswer?.saved === false && (
        <div className="mt-3">
          <Notice tone="error">{t("saveResults.failed")}</Notice>
        </div>
      )}
      {formErrorKey && (
        <div className="mt-3">
          <Notice tone="error">{message(formErrorKey)}</Notice>
        </div>
      )}
    </section>
  );
}

/** Whether this tool's save is on its way, whether the form posts by navigation or through a fetcher. */
function useSavePending(tool: ToolId): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const isSave = (formData: FormData | undefined) =>
    formData?.get("intent") === "save" && formData.get("tool") === tool;
  return (
    (navigation.state === "submitting" && isSave(navigation.formData)) ||
    fetchers.some((fetcher) => fetcher.state === "submitting" && isSave(fetcher.formData))
  );
}
