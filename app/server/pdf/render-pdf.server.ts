import { createRequire } from "node:module";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import type { LanguageCode } from "#app/domain/languages.ts";

/**
 * The site's one PDF mechanism (docs/decisions/015-pdf-documents.md): Typst, through its Node binding, with
 * embedded Noto fonts for every script the site is written in. Latin, Arabic (shaped right to left, digits in
 * place), Devanagari (conjuncts), Korean and Chinese all come out right, and a character one font lacks is taken
 * from the next (pdfkit, the usual choice, has neither font fallback nor bidi).
 */

const resolve = createRequire(import.meta.url).resolve;
const font = (family: string, file: string) => resolve(`@expo-google-fonts/${family}/${file}`);

/** Regular and bold of each script; the TTF files ship in npm packages, so nothing is fetched at run time. */
const FONT_FILES = [
  ["noto-sans", "NotoSans"],
  ["noto-sans-arabic", "NotoSansArabic"],
  ["noto-sans-devanagari", "NotoSansDevanagari"],
  ["noto-sans-kr", "NotoSansKR"],
  ["noto-sans-sc", "NotoSansSC"],
].flatMap(([family, name]) => [
  font(family!, `400Regular/${name}_400Regular.ttf`),
  font(family!, `700Bold/${name}_700Bold.ttf`),
]);

/**
 * The font list for a language, in fallback order: the first font that has a character sets it. Noto Sans sets
 * Latin letters, digits and punctuation; the language's own script font comes next, so shared characters (CJK
 * ideographs in Korean text) take that language's forms. Hindi starts with Noto Sans Devanagari, the reference
 * design with every conjunct: Noto Sans has a Devanagari of its own, and its Latin is the same as Noto Sans's.
 */
const SCRIPT_FONTS = {
  arabic: "Noto Sans Arabic",
  devanagari: "Noto Sans Devanagari",
  korean: "Noto Sans KR",
  chinese: "Noto Sans SC",
};
const FONT_ORDER: Record<LanguageCode, string[]> = {
  en: ["Noto Sans"],
  ar: ["Noto Sans", SCRIPT_FONTS.arabic],
  hi: [SCRIPT_FONTS.devanagari, "Noto Sans"],
  ko: ["Noto Sans", SCRIPT_FONTS.korean],
  zh: ["Noto Sans", SCRIPT_FONTS.chinese],
};

export function fontsFor(lang: LanguageCode): string[] {
  const first = FONT_ORDER[lang];
  return [...first, ...Object.values(SCRIPT_FONTS).filter((name) => !first.includes(name))];
}

let compiler: NodeCompiler | undefined;

/** One compiler for the process: creating it reads the font files (~30 ms); a document then takes a few ms. */
function getCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({ fontArgs: [{ fontPaths: FONT_FILES }] });
  return compiler;
}

/**
 * Renders a Typst `template` to PDF bytes. `data` reaches it as JSON in `sys.inputs.data` (the template reads it
 * with `json(bytes(sys.inputs.data))`), so text is never parsed as markup. Throws with Typst's diagnostics when the
 * template does not compile.
 */
export function renderPdf(template: string, data: unknown): Buffer {
  const typst = getCompiler();
  try {
    return typst.pdf({ mainFileContent: template, inputs: { data: JSON.stringify(data) } });
  } catch (error) {
    const diagnostics = (error as { shortDiagnostics?: unknown }).shortDiagnostics;
    throw new Error(`PDF rendering failed: ${JSON.stringify(diagnostics ?? String(error))}`);
  } finally {
    // Typst memoizes across compilations; drop what the last few did not reuse, so memory stays flat.
    typst.evictCache(10);
  }
}
