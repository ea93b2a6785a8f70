/**
 * Analytics for forms and pages that report their own outcome (a sent form, a sign-in, a paid checkout), apart
 * from `track()` (analytics.ts) so the shell's first load does not carry them.
 */
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { track } from "#app/components/analytics/analytics.ts";
import type { TrackedEvent } from "#app/domain/analytics/analytics.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** A form's `onAnswer` that also reports `event` when the answer says the form was sent. */
export function trackSent<Answer extends FormAnswer>(
  event: TrackedEvent,
  onAnswer?: (answer: Answer) => void,
  params?: Record<string, unknown>,
) {
  return (answer: Answer) => {
    if (answer.sent) track(event, params);
    onAnswer?.(answer);
  };
}

/** Reports `event` once when the component mounts with `when` true (a success page). */
export function useTrackOnce(event: TrackedEvent, when = true) {
  useEffect(() => {
    if (when) track(event);
  }, [event, when]);
}

/**
 * Reports `event` when this page's form post is answered with a redirect (success: signed in), except a redirect
 * to a path ending in `unless` (a further step, such as the two-factor code).
 */
export function useTrackOnRedirect(event: TrackedEvent, unless?: string) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const postedHere =
    navigation.state === "loading" &&
    navigation.formAction !== undefined &&
    new URL(navigation.formAction, location.href).pathname === pathname;
  const target = postedHere ? navigation.location.pathname : null;
  useEffect(() => {
    if (target && target !== pathname && !(unless && target.endsWith(unless))) track(event);
  }, [event, target, pathname, unless]);
}
