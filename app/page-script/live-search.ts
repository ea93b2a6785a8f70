/**
 * A directory's live search on a document page (decision 068). The search form is a plain GET form (it works
 * without scripts: the server answers the filtered page); this makes the list follow the form in place, as the
 * app's `LiveSearchForm` does on app pages: after a pause in typing, at once for a drop-down or a submit, the URL is
 * replaced (no new history entry, no scroll, focus stays in the field) and the page at that URL, which the server
 * renders and the page cache keeps, is fetched; its results replace the shown ones. The form itself is never
 * replaced, so whatever the visitor chose a moment earlier stays in the next search.
 *
 * The form says where its results are: `data-live-search` names the element (by id) holding them, and inside it
 * each `data-live-part` is replaced by the fetched page's part of that name; a part that is a live region
 * (`role="status"`) keeps its element and takes the new text, so screen readers announce it. A link marked
 * `data-live-clear` empties the form and shows the whole list in place.
 */

export function startLiveSearch(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-live-search]")) enhance(form);
}

function enhance(form: HTMLFormElement) {
  const results = document.getElementById(form.dataset.liveSearch ?? "");
  if (!results) return;
  const typingDelay = Number(form.dataset.typingDelay ?? 0);
  let typing: ReturnType<typeof setTimeout> | undefined;
  let loading: AbortController | undefined;

  const show = (address: URL) => {
    clearTimeout(typing);
    loading?.abort();
    const current = new AbortController();
    loading = current;
    history.replaceState(history.state, "", `${address.pathname}${address.search}`);
    fetch(address, { signal: current.signal, headers: { Accept: "text/html" } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status}`))))
      .then((html) => {
        if (loading === current) replaceParts(results, html);
      })
      .catch(() => {
        // A newer search took over; any other failure: the page at that address shows the results instead.
        if (!current.signal.aborted) location.assign(address);
      });
  };

  form.addEventListener("input", (event) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    clearTimeout(typing);
    typing = setTimeout(() => show(searchAddress(form)), typingDelay);
  });
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLSelectElement) show(searchAddress(form));
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    show(searchAddress(form));
  });
  results.addEventListener("click", (event) => {
    const clear = event.target instanceof Element ? event.target.closest("a[data-live-clear]") : null;
    if (!(clear instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    for (const field of form.elements) {
      if (field instanceof HTMLInputElement && field.type !== "submit") field.value = "";
      else if (field instanceof HTMLSelectElement) field.selectedIndex = 0;
    }
    show(searchAddress(form));
  });
}

/**
 * The address the form's search shows: its action's path with the fields that narrow the list. An empty field and a
 * drop-down on its first choice (its "all") are left out, so an unfiltered list is the page's plain address.
 */
export function searchAddress(form: HTMLFormElement): URL {
  const address = new URL(form.action, location.href);
  address.hash = "";
  address.search = "";
  for (const field of form.elements) {
    const narrows =
      (field instanceof HTMLInputElement && field.type !== "submit" && field.value.trim() !== "") ||
      (field instanceof HTMLSelectElement && field.selectedIndex > 0);
    if (narrows) {
      const { name, value } = field as HTMLInputElement | HTMLSelectElement;
      address.searchParams.set(name, value.trim());
    }
  }
  return address;
}

/** Replaces each `data-live-part` of `results` by the same part of the fetched page. */
function replaceParts(results: HTMLElement, html: string) {
  const fetched = new DOMParser().parseFromString(html, "text/html").getElementById(results.id);
  if (!fetched) return;
  for (const part of results.querySelectorAll<HTMLElement>("[data-live-part]")) {
    const next = fetched.querySelector(`[data-live-part="${part.dataset.livePart}"]`);
    if (!next) continue;
    if (part.getAttribute("role") === "status") part.textContent = next.textContent;
    else part.replaceWith(document.importNode(next, true));
  }
}
