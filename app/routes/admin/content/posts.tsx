import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ContentNotice, NewRecordLink } from "#app/components/admin/content/content-form.tsx";
import { PostsTable } from "#app/components/admin/content/posts-table.tsx";
import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { SelectField } from "#app/components/form/form-controls.tsx";
import { POST_STATUSES } from "#app/domain/admin/content-fields.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentListLoader } from "#app/server/admin/content-kit.server.ts";
import { postContent } from "#app/server/admin/content-posts.server.ts";
import type { Route } from "./+types/posts";

export const handle = i18nHandle("admin", "admin-content");

/** `/admin/posts`: every blog post, drafts too, newest publication first; `?status=` narrows it. */
export function loader(args: Route.LoaderArgs) {
  return contentListLoader(postContent, args);
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { rows, total, page, pageCount, filter, deleted } = loaderData;
  return (
    <AdminPage
      title={t("posts.title")}
      lead={t("posts.lead")}
      actions={<NewRecordLink to="/admin/posts/new">{t("posts.new")}</NewRecordLink>}
    >
      {deleted && <ContentNotice>{t("notices.deleted")}</ContentNotice>}
      <FilterForm label={t("posts.filterLabel")}>
        <div className="w-48">
          <SelectField id="status" name="status" label={t("fields.status")} defaultValue={filter ?? ""}>
            <option value="">{t("posts.allStatuses")}</option>
            {POST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </FilterForm>
      <PostsTable rows={rows} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}
