import type { ReactNode } from "react";
import { PageMeta } from "#app/components/shell/page-meta.tsx";

/**
 * One back-office page: its title (the `h1` and, with the brand, the `<title>`; never indexed), an optional line
 * under it, actions at the end of the title row (export, new…), then the page.
 */
export function AdminPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} noindex />
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {lead && <p className="mt-1 text-sm text-slate-600">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </>
  );
}
