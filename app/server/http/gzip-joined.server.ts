/**
 * Gzip for a body that is the same on every answer but for one short value at a few places (a cached page and its
 * CSP nonce): the constant parts are compressed once, when the page is stored, and each answer joins them with
 * that answer's value into one valid gzip member. No compressor runs per answer.
 *
 * How (RFC 1951, 1952): each part is compressed on its own into deflate blocks that end byte-aligned and are not
 * the last (a sync flush); as each starts from an empty history, it refers to nothing before it, so parts can be
 * placed one after another. The value goes between them as an uncompressed ("stored") block, and an empty last
 * block closes the stream. The trailer's CRC-32 and length are those of the joined bytes.
 */
import { constants, crc32, deflateRaw } from "node:zlib";

/** Gzip's header: deflate, no name, no time, no flags, operating system unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last: the end of the deflate stream. */
const END = Buffer.from([1, 0, 0, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const MAX_STORED = 0xffff;

/** Each part as non-final deflate blocks that can be joined (done once per page). */
export function deflateParts(parts: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    parts.map(
      (part) =>
        new Promise<Buffer>((resolve, reject) => {
          deflateRaw(
            part,
            { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
        }),
    ),
  );
}

/** CRC-32 of `data` continuing `crc`. Node 20 answers 0 for an empty buffer without memory: those are skipped. */
function crcOf(data: Buffer, crc: number): number {
  return data.length === 0 ? crc : crc32(data, crc);
}

function storedBlock(value: Buffer): Buffer {
  if (value.length > MAX_STORED) throw new RangeError("A joined value is at most 65535 bytes");
  const block = Buffer.alloc(5 + value.length);
  block[0] = 0; // not last, stored, padded to the byte
  block.writeUInt16LE(value.length, 1);
  block.writeUInt16LE(~value.length & 0xffff, 3);
  value.copy(block, 5);
  return block;
}

/**
 * The gzip of `parts[0] + value + parts[1] + … + value + parts[n-1]`, from `deflated` (deflateParts(parts)), as
 * the pieces to write one after another (not copied into one buffer). Gunzipped, it is exactly those bytes.
 */
export function gzipJoined(parts: readonly Buffer[], deflated: readonly Buffer[], value: Buffer): Buffer[] {
  const between = storedBlock(value);
  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(between);
      crc = crcOf(value, crc);
      size += value.length;
    }
    pieces.push(deflated[index]!);
    crc = crcOf(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(END, trailer);
  return pieces;
}
