/**
 * Forms on document pages (decisions 061, 066). They post as plain forms, and the answer arrives as a new page the
 * server rendered with the errors or the success message. This adds what the app adds to its forms: a field's
 * error goes as soon as the visitor edits that field (spec 000 §4, §5), and a form answered as sent reports its
 * analytics event, from the marker its success message carries (FormSuccess).
 */
import { track } from "#app/components/analytics/analytics.ts";
import { errorIdOf, INVALID_BORDER, VALID_BORDER } from "#app/components/form/field-state.ts";
import { isTrackedEvent } from "#app/domain/analytics/analytics.ts";

export function startFormAnswers(): void {
  document.addEventListener("input", clearEditedFieldError);
  document.addEventListener("change", clearEditedFieldError);
  for (const marker of document.querySelectorAll<HTMLElement>("[data-sent-event]")) reportSent(marker);
}

function clearEditedFieldError(event: Event) {
  const field = event.target;
  const isField =
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement;
  if (!isField || field.getAttribute("aria-invalid") !== "true") return;
  const errorId = errorIdOf(field.id);
  field.removeAttribute("aria-invalid");
  field.classList.replace(INVALID_BORDER, VALID_BORDER);
  const describedBy =
    field
      .getAttribute("aria-describedby")
      ?.split(" ")
      .filter((id) => id !== errorId) ?? [];
  if (describedBy.length) field.setAttribute("aria-describedby", describedBy.join(" "));
  else field.removeAttribute("aria-describedby");
  document.getElementById(errorId)?.remove();
}

function reportSent(marker: HTMLElement) {
  const event = marker.dataset.sentEvent;
  if (!isTrackedEvent(event)) return;
  track(event, paramsOf(marker.dataset.sentParams));
}

/** The marker's parameters: an object of strings, or none when the attribute is missing or malformed. */
function paramsOf(json: string | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json ?? "{}");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, param]) => typeof param === "string"));
  } catch {
    return {};
  }
}
