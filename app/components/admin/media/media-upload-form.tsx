import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormError, TextField } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { MIME_TYPES, UPLOAD_FORMATS } from "#app/domain/media/media-files.ts";

/**
 * The upload: one image file, posted as multipart to `/admin/media` (it works without JavaScript); the server says
 * what went wrong (too large, not an image it accepts). `maxMegabytes` is the limit it holds uploads to.
 */
export function MediaUploadForm({ maxMegabytes, answer }: { maxMegabytes: number; answer?: FormAnswer }) {
  const { t } = useTranslation("admin-media");
  const form = useForm<{ file: File }, unknown>({
    id: "media-upload",
    answer,
    ns: "admin-media",
    messageValues: { max: String(maxMegabytes) },
  });
  const { key, ...fileProps } = getInputProps(form.fields.file, { type: "file" });
  return (
    <section
      aria-labelledby="media-upload-title"
      className="rounded-lg border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="media-upload-title" className="text-lg font-semibold text-slate-900">
        {t("upload.title")}
      </h2>
      <Form {...form.formProps} encType="multipart/form-data" noValidate className="mt-4 space-y-4">
        {form.formError && <FormError>{form.formError}</FormError>}
        <TextField
          key={key}
          {...fileProps}
          accept={UPLOAD_FORMATS.map((format) => MIME_TYPES[format]).join(",")}
          label={t("upload.file")}
          hint={t("upload.hint", { max: maxMegabytes })}
          error={form.errorOf(form.fields.file)}
        />
        <SubmitButton
          name="intent"
          value="upload"
          pending={form.pending}
          pendingLabel={t("upload.uploading")}
        >
          {t("upload.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
