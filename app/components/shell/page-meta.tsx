import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useRootData } from "#app/components/shell/root-data.ts";
import { languageFromPath, languageOf } from "#app/domain/languages.ts";

/** The picture shown when a page is shared (self-hosted, like every image: the CSP allows only our origin). */
const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/**
 * The one way a page sets its head: `<title>` ("Page | Brand"), description, OpenGraph and Twitter card tags,
 * robots and JSON-LD.
 * React hoists the tags into `<head>`; canonical and `hreflang` links come from the document shell. Every route
 * (and every error screen) renders exactly one PageMeta.
 */
export function PageMeta({
  title,
  description,
  noindex = false,
  type = "website",
  jsonLd,
}: {
  /** The page's own title; the brand is appended. Omit on the home page (the site title alone). */
  title?: string;
  /** Defaults to the site's description. */
  description?: string;
  noindex?: boolean;
  type?: "website" | "article";
  /** Structured data (schema.org objects), rendered as `application/ld+json`. */
  jsonLd?: object | object[];
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const siteUrl = useRootData()?.siteUrl;
  const brand = t("brand.name");
  const fullTitle = title ? `${title} | ${brand}` : t("meta.defaultTitle");
  const text = description ?? t("meta.defaultDescription");
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:locale" content={languageOf(languageFromPath(pathname)).ogLocale} />
      {siteUrl && <meta property="og:url" content={new URL(pathname, siteUrl).href} />}
      {siteUrl && <meta property="og:image" content={new URL(SHARE_IMAGE.path, siteUrl).href} />}
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={`${brand}: ${t("brand.tagline")}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON-LD is data, not script (no nonce needed under the CSP); `<` is escaped so no value can close the element.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
        />
      )}
    </>
  );
}
