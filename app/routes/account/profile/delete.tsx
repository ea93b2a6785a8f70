import { DeleteAccount } from "#app/components/account/delete-account.tsx";
import { profileSectionHandle } from "#app/components/account/profile-section.tsx";
import { deleteAccountSchema } from "#app/domain/account/account-forms.ts";
import { getAuth } from "#app/server/account/auth.server.ts";
import { settleAuthCall } from "#app/server/account/auth-errors.server.ts";
import { ACCOUNT_FORM, formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/delete";

export const handle = profileSectionHandle("delete");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, deleteAccountSchema, ACCOUNT_FORM);
  if (!form.valid) return form.answer;
  // better-auth checks the password, runs beforeDelete (leads anonymised), deletes user, sessions, profile.
  return settleAuthCall(form, "delete-account", { to: "/login", notice: "accountDeleted" }, () =>
    getAuth().api.deleteUser({
      body: { password: form.value.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
}

export const headers = formHeaders;

export default function DeleteRoute({ actionData }: Route.ComponentProps) {
  return <DeleteAccount answer={actionData} />;
}
