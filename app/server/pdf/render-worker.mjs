// The Typst renderer's own thread (render-pdf.server.ts, docs/decisions/054-pdf-rendering-off-the-request-thread.md).
// Plain JavaScript, run from its text as a `data:` module, so the dev runtime and the bundled server run the same
// file: nothing here is resolved relative to this file; the compiler and the fonts arrive as absolute paths.
import { parentPort, workerData } from "node:worker_threads";

const { NodeCompiler } = await import(workerData.compiler);

// One compiler per thread: creating it indexes the fonts (~30 ms); a document then takes a few ms to a second.
const typst = NodeCompiler.create({ fontArgs: [{ fontPaths: workerData.fontPaths }] });

parentPort.on("message", ({ template, data }) => {
  try {
    parentPort.postMessage({ pdf: typst.pdf({ mainFileContent: template, inputs: { data } }) });
  } catch (error) {
    // The binding puts Typst's first diagnostic in the error's `code` ("0: unclosed delimiter"), not its message.
    parentPort.postMessage({ error: JSON.stringify(error?.code ?? String(error)) });
  } finally {
    // Typst memoizes across compilations; drop what the last few did not reuse, so memory stays flat.
    typst.evictCache(10);
  }
});
