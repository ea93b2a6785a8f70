import { Suspense } from "react";
import { deferred } from "#app/components/deferred.tsx";

const loadPrompt = () => import("#app/components/shell/language-prompt.tsx").then((m) => m.LanguagePrompt);

/**
 * The language prompt decides in the browser, after the page is interactive, whether to show (it reads
 * localStorage and the browser's languages), so the server renders nothing for it: its code and the suggestion
 * rules load after hydration, outside the first-load bundle.
 */
const DeferredPrompt = deferred(loadPrompt, import.meta.env.SSR ? await loadPrompt() : undefined);

export function LanguagePrompt() {
  return (
    <Suspense fallback={null}>
      <DeferredPrompt />
    </Suspense>
  );
}
