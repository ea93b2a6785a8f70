import { CircleCheck, Download } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";

/** The spec's pause between the confirmation and the download starting (001 §4 "PDF download", §9 "Timing"). */
export const DOWNLOAD_DELAY_MS = 1500;

/**
 * A download form's confirmation (a plan's blueprint, a guide): the heading takes the focus, the download link is
 * clicked for the visitor 1.5 s later (then `onDownloaded`), and stays for a second try. A plain link: the file
 * downloads (Content-Disposition: attachment), the page stays.
 */
export function DownloadReady({
  testId,
  title,
  text,
  download,
  label,
  onDownloaded,
  wide = false,
  children,
}: {
  testId: string;
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
    <div role="status" data-testid={testId}>
      <h3
        ref={headingRef}
        tabIndex={-1}
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
