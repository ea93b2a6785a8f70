/**
 * Forms on document pages (decisions 061, 066). They post as plain forms, and the answer arrives as a new page the
 * server rendered with the errors or the success message. This adds what the app adds to its forms: while a form
 * is being sent, its button says so (`data-pending-label`, SubmitButton) and, like its fields, takes no more input,
 * and a second submit is ignored; a field's error goes as soon as the visitor edits that field (spec 000 §4, §5);
 * a form answered as sent reports its analytics event, from the marker its success message carries (FormSuccess),
 * and a message that stays a while (`data-clear-after-ms`, a sign-up's thank-you) then goes.
 */
import { track } from "#app/components/analytics/analytics.ts";
import { errorIdOf, INVALID_BORDER, VALID_BORDER } from "#app/components/form/field-state.ts";
import { isTrackedEvent } from "#app/domain/analytics/analytics.ts";

export function startFormAnswers(): void {
  document.addEventListener("submit", showSending);
  // A page the visitor comes back to from the answer (the back-forward cache) has its forms as they were sent.
  addEventListener("pageshow", (event) => {
    if (event.persisted) for (const form of document.querySelectorAll("form")) showIdle(form);
  });
  document.addEventListener("input", clearEditedFieldError);
  document.addEventListener("change", clearEditedFieldError);
  for (const marker of document.querySelectorAll<HTMLElement>("[data-sent-event]")) reportSent(marker);
  for (const message of document.querySelectorAll<HTMLElement>("[data-clear-after-ms]")) {
    setTimeout(() => message.replaceChildren(), Number(message.dataset.clearAfterMs));
  }
}

/** The fields that take typing: read-only while the form is sent (disabled ones would be left out of the post). */
const TYPED_FIELDS = "input:not([type=hidden],[type=radio],[type=checkbox],[type=submit]), textarea";
/** Each sending button's own label, for when the page comes back. */
const idleLabels = new WeakMap<HTMLButtonElement, Node[]>();

function showSending(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (form.hasAttribute("data-sending")) {
    event.preventDefault();
    return;
  }
  if (event.defaultPrevented) return; // answered on the page (the consent banner)
  form.setAttribute("data-sending", "");
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS)) {
    if (field.readOnly) continue;
    field.readOnly = true;
    field.setAttribute("aria-disabled", "true");
    field.setAttribute("data-sending", "");
  }
  for (const button of form.querySelectorAll<HTMLButtonElement>("button[type=submit]")) {
    button.setAttribute("aria-disabled", "true");
    const pending = button.dataset.pendingLabel;
    if (!pending) continue;
    idleLabels.set(button, [...button.childNodes]);
    button.textContent = pending;
  }
}

function showIdle(form: HTMLFormElement) {
  if (!form.hasAttribute("data-sending")) return;
  form.removeAttribute("data-sending");
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-sending]")) {
    field.readOnly = false;
    field.removeAttribute("aria-disabled");
    field.removeAttribute("data-sending");
  }
  for (const button of form.querySelectorAll<HTMLButtonElement>("button[type=submit]")) {
    button.removeAttribute("aria-disabled");
    const label = idleLabels.get(button);
    if (label) button.replaceChildren(...label);
  }
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
