import { CalendarX } from "lucide-react";
import { BookingLinkPage } from "#app/components/demo-scheduler/booking-link-page.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { cancelAction, cancelPageData } from "#app/routes/demo-scheduler/demo-scheduler-cancel.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/demo-scheduler-cancel";

export const handle = i18nHandle("demo-scheduler");

/** The booking the link names; opening it changes nothing (mail scanners follow links). */
export function loader({ request }: Route.LoaderArgs) {
  return cancelPageData(request);
}

/** The Cancel button. */
export function action({ request, context }: Route.ActionArgs) {
  return cancelAction(request, context);
}

export const headers = formHeaders;

const TONES = {
  cancelled: "success",
  already: "info",
  past: "info",
  invalid: "error",
  failed: "error",
} as const;

/** `/demo-scheduler/cancel?token=…`: the booking from the confirmation mail, and a button that cancels it. */
export default function DemoCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingLinkPage
      page="cancel"
      loaderData={loaderData}
      actionData={actionData}
      tones={TONES}
      icon={CalendarX}
      variant="danger"
    />
  );
}
