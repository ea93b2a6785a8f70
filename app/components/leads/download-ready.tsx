import { CircleCheck, Download } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { DOWNLOAD_DELAY_MS } from "#app/components/leads/download-delay.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type SentEvent, sentEventMarker } from "#app/domain/analytics/analytics.ts";

/**
 * A download form's confirmation (a plan's blueprint, a guide): the heading takes the focus, the download link is
 * clicked for the visitor 1.5 s later (then `onDownloaded`), and stays for a second try. A plain link: the file
 * downloads (Content-Disposition: attachment), the page stays. On a document page the page script does the same
 * from the marks the confirmation carries (`data-focus-on-load`, `data-auto-download`,
 * page-script/focus-and-download.ts).
 */
export function DownloadReady({
  testId,
  sentEvent,
  title,
  text,
  download,
  label,
  onDownloaded,
  wide = false,
  children,
}: {
  testId: string;
  /** What a sent form reports, for the page script on a document page (the app reports it on app pages). */
  sentEvent?: SentEvent;
  title: string;
  text: string;
  /** The file's address, when the answer carries one. */
  download: string | undefined;
  label: string;
  onDownloaded?(): void;
  /** The link spans the box (a narrow column). */
  wide?: boolean;
  /** What follows the link (a way back to the form). */
  children?: ReactNode;
}) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    if (!download) return;
    const timer = setTimeout(() => {
      linkRef.current?.click();
      onDownloaded?.();
    }, DOWNLOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [download, onDownloaded]);
  return (
    <div role="status" data-testid={testId} {...sentEventMarker(sentEvent)}>
      <h3
        ref={headingRef}
        tabIndex={-1}
        data-focus-on-load
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none"
      >
        <CircleCheck aria-hidden className="size-5 text-green-700" />
        {title}
      </h3>
      <p className="mt-2 text-slate-700">{text}</p>
      {download && (
        <a
          ref={linkRef}
          href={download}
          download
          data-auto-download
          className={buttonClass("primary", wide ? "mt-5 w-full" : "mt-4")}
        >
          <Download aria-hidden className="size-4" />
          {label}
        </a>
      )}
      {children}
    </div>
  );
}
