import { CircleCheck, MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTrackOnce } from "#app/components/analytics/analytics-hooks.ts";
import { Summary } from "#app/components/demo-scheduler/summary.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { BookedDemo } from "#app/domain/demo-scheduler/demo-booking.ts";
import { HOLD_MINUTES } from "#app/domain/demo-scheduler/demo-slots.ts";

/**
 * Step 5: the booking as stored: a hold waiting for the visitor to confirm it from the mail (decision 053), or a
 * confirmed demo; where the mail went, and the way to release or cancel it.
 */
export function SuccessStep({ booked, about }: { booked: BookedDemo; about: string | null }) {
  const { t } = useTranslation("demo-scheduler");
  useTrackOnce("demo_booked");
  const words = { name: booked.name, date: booked.date, time: booked.time, minutes: HOLD_MINUTES };
  const Icon = booked.held ? MailCheck : CircleCheck;
  return (
    <div className="space-y-6">
      <p role="status" className="flex items-start gap-2 text-lg text-slate-900">
        <Icon aria-hidden className="mt-1 size-5 shrink-0 text-green-700" />
        {t(booked.held ? "success.held" : "success.text", words)}
      </p>
      <Summary
        rows={[
          [t("confirm.about"), about],
          [t("confirm.date"), booked.date],
          [t("confirm.time"), booked.time],
          [t("confirm.yourTime"), booked.local],
          [t("confirm.length"), t("confirm.lengthValue")],
        ]}
      />
      <p className="text-slate-700">
        {t(booked.held ? "success.heldSent" : "success.sent", { email: booked.email })}
      </p>
      <div className="flex flex-wrap gap-3">
        <LocalizedLink to="/" className={buttonClass("primary")}>
          {t("success.home")}
        </LocalizedLink>
        <Link to={booked.cancelHref} className={buttonClass("secondary")}>
          {t(booked.held ? "success.release" : "success.cancel")}
        </Link>
      </div>
    </div>
  );
}
