import { useTranslation } from "react-i18next";
import { SOCIAL_LINKS } from "#app/content/navigation.ts";

/**
 * Each network's mark as one filled path on a 24-unit grid. A path's inner outlines are holes (fill-rule evenodd):
 * without them Instagram's mark draws as a solid square (issue 28 item 13).
 */
export const ICON_PATHS: Record<(typeof SOCIAL_LINKS)[number]["id"], string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3V9Zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.5c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21h-4V9Z",
  // A rounded square outline, the lens ring and the dot: each outline is a shape and its cut-out (evenodd).
  instagram:
    "M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2Zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9ZM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm5.5-3.75a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z",
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.7-4.5 4.6V11H7v4h2.5v7h4v-7H16l.5-4h-3V8.8c0-.5.3-.8.5-.8Z",
  twitter:
    "M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
};

/** LinkedIn, Instagram, Facebook and Twitter, as icon links with translated names. */
export function SocialLinks({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex items-center gap-3 ${className}`}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex rounded-md p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
          >
            <span className="sr-only">{t(`social.${link.id}`)}</span>
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
              <path fillRule="evenodd" d={ICON_PATHS[link.id]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
