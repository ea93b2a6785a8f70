import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceProvider } from "#app/components/nonce.tsx";
import type { FormattedValues } from "#app/domain/intl-format.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { getServerI18n } from "#app/i18n/i18n.server.ts";
import { formattedValuesBlock, recordingFormattedValues } from "#app/server/http/formatted-values.server.ts";
import { hydrateAfterFirstPaint } from "#app/server/http/hydrate-after-paint.server.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { requestErrorReporting } from "#app/server/observability/request-errors.server.ts";

export const streamTimeout = 5_000;

const errors = requestErrorReporting(logger);

/** Every loader, action and render error, logged once with its request id (request-errors.server.ts). */
export const handleError = errors.handleError;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = getRequestValues(loadContext);
  const i18n = getServerI18n(languageFromPath(new URL(request.url).pathname));
  // Crawlers and no-JS visitors get the whole document at once; browsers get it streamed.
  const readyEvent =
    isbot(request.headers.get("user-agent")) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  // The figures and dates the page formats, sent with it for the browser's hydration (decision 045).
  const formatted: FormattedValues = new Map();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = recordingFormattedValues(formatted, () =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <I18nextProvider i18n={i18n}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nextProvider>
        </NonceProvider>,
        {
          nonce,
          // Keep every completed Suspense boundary inline: React otherwise moves boundaries found after ~12 KB of
          // HTML to the end of the document and places them with a script, which visitors without JavaScript
          // never see.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          [readyEvent]() {
            shellRendered = true;
            const body = hydrateAfterFirstPaint(nonce, () => formattedValuesBlock(formatted, nonce));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
            pipe(body);
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            // Before the shell, the render fails and React Router hands the error to handleError; after it, only
            // this sees it. A visitor who left mid-stream is no error of ours (report() leaves aborted requests out).
            if (shellRendered) errors.report(error, request, loadContext);
          },
        },
      ),
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
