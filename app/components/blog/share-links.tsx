import { Mail, Share2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

const LINK =
  "inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * Share an article on LinkedIn, X (Twitter) and Facebook, or by e-mail: plain links to each network's share page, so
 * no third-party script or cookie comes near the page.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("blog");
  const { t: tc } = useTranslation();
  const headingId = useId();
  const u = encodeURIComponent(url);
  const networks = [
    { id: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: "twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { id: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Share2 aria-hidden className="size-4" />
        {t("shareLinks.heading")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {networks.map((network) => (
          <li key={network.id}>
            <a href={network.href} target="_blank" rel="noopener noreferrer" className={LINK}>
              {tc(`social.${network.id}`)} <span className="sr-only">{t("links.newTab")}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`} className={LINK}>
            <Mail aria-hidden className="size-4" />
            {t("shareLinks.email")}
          </a>
        </li>
      </ul>
    </section>
  );
}
