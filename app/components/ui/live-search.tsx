import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { TextField } from "#app/components/form/form-controls.tsx";
import { useLocalizedHref } from "#app/components/language.tsx";

/**
 * A directory's search and filters (the partner directory, the Middle East hub): one GET form in a `<search>`
 * landmark, posted to `path#anchor`, so it works without JavaScript. With JavaScript the URL follows the form in
 * place (no new history entry, no scroll, focus kept): after a pause in typing (`typingDelayMs`), at once for a
 * drop-down or a submit. `toSearch` turns the form's values into the URL's parameters (defaults left out). The
 * fields named in `values` follow the URL when it changes from elsewhere (a clear link, back and forward), except the
 * one being typed in; `keep` are values the typed-in form carries on (a filter that lives on submit buttons): the
 * ones last chosen, even while the page that shows them is still loading, so typing just after choosing a filter
 * keeps it. On a document page, where React never runs, the page script does the same from the form's data attributes
 * (`page-script/live-search.ts`): `results` names the element whose `data-live-part`s it replaces.
 */
export function LiveSearchForm({
  path,
  anchor,
  results,
  toSearch,
  values,
  keep = {},
  typingDelayMs,
  className,
  children,
}: {
  /** The page's path without language prefix. */
  path: string;
  anchor: string;
  /** On a document page: the id of the element holding the results (the status line and the list). */
  results?: string;
  toSearch: (form: URLSearchParams) => Record<string, string>;
  values: Record<string, string>;
  keep?: Record<string, string>;
  typingDelayMs: number;
  className: string;
  children: ReactNode;
}) {
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The `keep` values chosen since the page last rendered them (a filter pressed, its page not shown yet). */
  const chosen = useRef<Record<string, string>>({});
  const kept = JSON.stringify(keep);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `kept` is `keep`, compared by content
  useEffect(() => {
    chosen.current = {};
  }, [kept]);

  useEffect(() => () => clearTimeout(typing.current), []);

  const shown = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is `values`, compared by content
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    for (const [name, value] of Object.entries(values)) {
      const field = fields.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement
      ) {
        field.value = value;
      }
    }
  }, [shown]);

  const go = (form: FormData) => {
    clearTimeout(typing.current);
    const search = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") search.set(name, value);
    for (const name of Object.keys(keep)) {
      const value = search.get(name);
      if (value !== null) chosen.current[name] = value;
      else search.set(name, chosen.current[name] ?? keep[name]!);
    }
    void navigate(href(path, toSearch(search)), { replace: true, preventScrollReset: true });
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (event.target instanceof HTMLInputElement) {
      clearTimeout(typing.current);
      typing.current = setTimeout(() => go(new FormData(form)), typingDelayMs);
    } else if (event.target instanceof HTMLSelectElement) go(new FormData(form));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
  };

  return (
    <search>
      <form
        ref={formRef}
        method="get"
        action={href(`${path}#${anchor}`)}
        data-live-search={results}
        data-typing-delay={results && typingDelayMs}
        onChange={onChange}
        onSubmit={onSubmit}
        className={className}
      >
        {children}
      </form>
    </search>
  );
}

/** A directory's search box: the `q` parameter, a search field whose Enter key reads "search". */
export function SearchBox({
  id,
  label,
  placeholder,
  hint,
  defaultValue,
  maxLength,
}: {
  id: string;
  label: string;
  placeholder: string;
  hint?: string;
  defaultValue: string;
  maxLength: number;
}) {
  return (
    <TextField
      id={id}
      name="q"
      type="search"
      label={label}
      placeholder={placeholder}
      hint={hint}
      defaultValue={defaultValue}
      maxLength={maxLength}
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}

/**
 * The line under a directory's search: how many it shows (a polite live region) and, when the search narrows the
 * list, a link that clears it (back to `path#anchor`, in place). Both are parts a document page's live search
 * replaces (`data-live-part`).
 */
export function SearchResultsLine({
  path,
  anchor,
  status,
  clearLabel,
  filtered,
}: {
  path: string;
  anchor: string;
  status: ReactNode;
  clearLabel: string;
  filtered: boolean;
}) {
  const href = useLocalizedHref();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p role="status" data-live-part="status" className="font-medium text-slate-700">
        {status}
      </p>
      <span data-live-part="clear">
        {filtered && (
          <Link
            to={href(`${path}#${anchor}`)}
            replace
            preventScrollReset
            data-live-clear
            className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {clearLabel}
          </Link>
        )}
      </span>
    </div>
  );
}
