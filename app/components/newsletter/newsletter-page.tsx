import type { ReactNode } from "react";
import { PageMeta } from "#app/components/shell/page-meta.tsx";

/**
 * The frame of the newsletter pages (signup result, confirmation, unsubscribe). The confirmation and unsubscribe
 * pages answer a personal link from a mail: `noindex`.
 */
export function NewsletterPage({
  title,
  description,
  noindex = false,
  heading,
  children,
}: {
  title: string;
  description: string;
  noindex?: boolean;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <PageMeta title={title} description={description} noindex={noindex} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
      {children}
    </section>
  );
}
