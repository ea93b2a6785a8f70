import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "./fixtures.ts";

/** The server's log transport writes every mail here (see playwright.config.ts: MAIL_LOG_DIR). */
const MAIL_DIR = path.join("data", `e2e-${process.env.E2E_PORT ?? 3100}`, "mail");

/**
 * A mail file's text, quoted-printable decoded; then the same read as UTF-8, and its base64 parts decoded (a mail
 * in Korean or Arabic), so a test can look for the words of any language.
 */
function decoded(raw: string): string {
  const text = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((part) => Buffer.from(part[1]!.replace(/\s/g, ""), "base64").toString("utf8"));
  return [text, Buffer.from(text, "latin1").toString("utf8"), ...base64Parts].join("\n");
}

/** Waits (15 s at most) for a mail whose decoded text `matches`, and returns that text. */
export async function waitForMail(matches: (text: string) => boolean, what: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        for (const file of await readdir(MAIL_DIR).catch(() => [])) {
          const text = decoded(await readFile(path.join(MAIL_DIR, file), "utf8"));
          if (matches(text)) found = text;
        }
        return found !== "";
      },
      { timeout: 15_000, message: what },
    )
    .toBe(true);
  return found;
}

/** The first web address in a mail's text that contains `part`. */
export function linkIn(text: string, part: string): string {
  const link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((candidate) => candidate.includes(part));
  expect(link, `a link with ${part}`).toBeDefined();
  return link as string;
}
