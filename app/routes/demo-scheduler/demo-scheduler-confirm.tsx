import { CalendarCheck } from "lucide-react";
import { BookingLinkPage } from "#app/components/demo-scheduler/booking-link-page.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { confirmAction, confirmPageData } from "#app/routes/demo-scheduler/demo-scheduler-confirm.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/demo-scheduler-confirm";

export const handle = i18nHandle("demo-scheduler");

/** The hold the link names; opening it changes nothing (mail scanners follow links). */
export function loader({ request }: Route.LoaderArgs) {
  return confirmPageData(request);
}

/** The Confirm button. */
export function action({ request, context }: Route.ActionArgs) {
  return confirmAction(request, context);
}

export const headers = formHeaders;

const TONES = {
  confirmed: "success",
  already: "info",
  released: "error",
  past: "info",
  invalid: "error",
  failed: "error",
} as const;

/** `/demo-scheduler/confirm?token=…` (decision 053): the hold from its mail, and a button that confirms it. */
export default function DemoConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingLinkPage
      page="confirmation"
      loaderData={loaderData}
      actionData={actionData}
      tones={TONES}
      icon={CalendarCheck}
      variant="primary"
    />
  );
}
