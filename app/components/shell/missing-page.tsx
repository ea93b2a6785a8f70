import { ArrowLeft } from "lucide-react";
import { LocalizedLink } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * An area's own 'not found' screen, for an address whose record does not exist (an unknown plan, country or
 * report): its title and text, and one way back into the area. The route answers HTTP 404; the page is `noindex`.
 */
export function MissingPage({
  testId,
  metaTitle,
  title,
  text,
  backTo,
  backLabel,
}: {
  testId: string;
  metaTitle: string;
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid={testId}>
      <PageMeta title={metaTitle} description={text} noindex />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <p className="mt-8">
        <LocalizedLink to={backTo} className={buttonClass("primary", "px-5 py-3 text-base")}>
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {backLabel}
        </LocalizedLink>
      </p>
    </section>
  );
}
