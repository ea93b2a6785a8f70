import type { ReactNode } from "react";
import { PageMeta } from "#app/components/shell/page-meta.tsx";

/** The frame of the newsletter pages (signup result, confirmation, unsubscribe). */
export function NewsletterPage({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <PageMeta title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
      {children}
    </section>
  );
}
