import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  BoundCheckbox,
  BoundChoice,
  BoundText,
  BoundTextArea,
  ContentFormFrame,
  useContentForm,
} from "#app/components/admin/content/content-form.tsx";
import { MarkdownEditor, PreviewButton } from "#app/components/admin/content/markdown-preview.tsx";
import { BoundImageChoice, type ImageChoice } from "#app/components/admin/media/image-choice.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { type EditedPost, POST_STATUSES, suggestSlug } from "#app/domain/admin/content-fields.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * A blog post's form: its fields, the Markdown beside its preview (live with JavaScript; the Preview button
 * renders it on the server without), Save, and the delete link for a stored post.
 */
export function PostEditor({
  post,
  preview,
  today,
  images,
  saved,
  answer,
}: {
  post: EditedPost | null;
  preview: string;
  today: string;
  /** The media library's images, for the post's cover. */
  images: readonly ImageChoice[];
  saved: boolean;
  answer?: FormAnswer & { preview?: string };
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm(
    "post",
    answer,
    post ? { ...post, tags: post.tags.join(", ") } : { status: "draft", publishedOn: today },
  );
  const { fields } = form;
  const [title, setTitle] = useState(String(fields.title.initialValue ?? ""));
  const slug = suggestSlug(title);
  return (
    <>
      {post?.status === "published" && !post.isPremium && (
        <p>
          <LocalizedLink to={`/blog/${post.slug}`} className="font-medium text-brand-700 underline">
            {t("post.viewOnBlog")}
          </LocalizedLink>
        </p>
      )}
      <ContentFormFrame form={form} saved={saved} canDelete={post !== null} actions={<PreviewButton />}>
        <div className="grid gap-5 sm:grid-cols-2">
          <BoundText form={form} field={fields.title} label={t("fields.title")} onInput={setTitle} />
          <BoundText
            form={form}
            field={fields.slug}
            label={t("fields.slug")}
            dir="ltr"
            hint={slug ? t("post.slugSuggestion", { slug }) : t("post.slugRule")}
          />
        </div>
        <BoundTextArea form={form} field={fields.description} label={t("fields.description")} rows={2} />
        <div className="grid gap-5 sm:grid-cols-2">
          <BoundText form={form} field={fields.author} label={t("fields.author")} />
          <BoundText form={form} field={fields.tags} label={t("fields.tags")} hint={t("post.tagsHint")} />
        </div>
        <div className="grid items-end gap-5 sm:grid-cols-3">
          <BoundChoice
            form={form}
            field={fields.status}
            label={t("fields.status")}
            options={POST_STATUSES}
            labelOf={(status) => t(`statuses.${status}`)}
          />
          <BoundText form={form} field={fields.publishedOn} label={t("fields.publishedOn")} type="date" />
          <div className="pb-2">
            <BoundCheckbox field={fields.isPremium} label={t("fields.isPremium")} />
          </div>
        </div>
        <BoundImageChoice form={form} field={fields.imageId} kind="post" images={images} />
        <MarkdownEditor form={form} field={fields.content} html={answer?.preview ?? preview} rows={18} />
      </ContentFormFrame>
    </>
  );
}
