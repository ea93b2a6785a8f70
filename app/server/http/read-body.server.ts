/**
 * A request's body, or null once it is larger than `maxBytes`, whatever Content-Length claims: every form action
 * and JSON endpoint reads its body through this, so none keeps more than its limit in memory. Past the limit the
 * rest is read and dropped, up to DRAIN_BYTES, so that the connection can carry the next request; beyond that it
 * is left unread rather than cancelled, since cancelling closes the connection before the 413 goes out. The client
 * stops sending once it reads the answer; the server's request timeout ends one that does not.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<Buffer<ArrayBuffer> | null> {
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const declared = Number(request.headers.get("content-length") ?? 0);
  const chunks: Uint8Array[] = [];
  for (let size = 0; size <= maxBytes && declared <= maxBytes; ) {
    const chunk = await reader.read();
    if (chunk.done) return Buffer.concat(chunks);
    size += chunk.value.byteLength;
    chunks.push(chunk.value);
  }
  void drain(reader);
  return null;
}

/** How much of an oversized body is read and dropped after the 413 (see readBodyWithin). */
const DRAIN_BYTES = 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  for (let dropped = 0; dropped <= DRAIN_BYTES; ) {
    const chunk = await reader.read().catch(() => ({ done: true as const }));
    if (chunk.done) return;
    dropped += chunk.value.byteLength;
  }
}
