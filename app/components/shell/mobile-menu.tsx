import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LocalizedLink } from "#app/components/language.tsx";
import { useOverlay } from "#app/components/shell/overlays.tsx";

const loadPanel = () => import("#app/components/shell/mobile-menu-panel.tsx");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The small-screen menu button. The panel's code loads when the visitor reaches for the button; without
 * JavaScript the button is a plain link to the sitemap, which lists every page.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { isOpen, setOpen } = useOverlay("mobile-menu");
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <LocalizedLink
        to="/sitemap"
        data-testid="mobile-menu-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={t("nav.openMenu")}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
      >
        <Menu className="size-6" aria-hidden />
      </LocalizedLink>
      {isOpen && (
        <Suspense fallback={null}>
          <MobileMenuPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
