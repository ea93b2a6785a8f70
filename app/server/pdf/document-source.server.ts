/**
 * Reads a document's long-form source (`app/content/guides/<id>.<lng>.md`) into the structure the PDF template
 * lays out. The format is a small Markdown subset, enough for a guide and easy to translate:
 *
 *   # The title
 *
 *   The subtitle, one paragraph.
 *
 *   ## A section heading
 *
 *   A paragraph, lines joined; **strong** text inline.
 *
 *   - a list item
 *
 *   > a highlighted callout
 *
 *   | a table | header |
 *   | ------- | ------ |
 *   | a       | row    |
 *
 * Blocks are separated by blank lines. Anything else (links, emphasis, nesting) is not part of it: a source
 * that uses it is refused with the line, so a mistake shows in the tests rather than in a visitor's PDF.
 */

export type Run = { text: string; strong?: true };
export type Block =
  | { type: "paragraph"; runs: Run[] }
  | { type: "list"; items: Run[][] }
  | { type: "callout"; runs: Run[] }
  | { type: "table"; header: Run[][]; rows: Run[][][] };
export type DocumentSection = { heading: string; blocks: Block[] };
export type DocumentSource = { title: string; subtitle: string; sections: DocumentSection[] };

export function parseDocumentSource(source: string): DocumentSource {
  const [titleBlock, subtitleBlock, ...body] = chunks(source.replace(/\r\n/g, "\n"));
  const title =
    titleBlock?.length === 1 && titleBlock[0]!.startsWith("# ") ? titleBlock[0]!.slice(2).trim() : "";
  if (!title) throw new Error("A document starts with its title: a `# Title` line on its own.");
  if (!subtitleBlock || /^[#>|-]/.test(subtitleBlock[0]!)) {
    throw new Error("The title is followed by the subtitle, one paragraph.");
  }

  const sections: DocumentSection[] = [];
  for (const chunk of body) {
    const [first = "", ...rest] = chunk;
    if (first.startsWith("## ")) {
      sections.push({ heading: first.slice(3).trim(), blocks: [] });
      if (rest.length > 0) throw new Error(`Leave a blank line after the heading "${first}".`);
      continue;
    }
    const section = sections.at(-1);
    if (!section) throw new Error(`Text before the first heading: "${first}".`);
    section.blocks.push(block(chunk));
  }
  if (sections.length === 0) throw new Error("A document has at least one section.");
  return { title, subtitle: subtitleBlock.join(" "), sections };
}

/** The body's blocks: runs of non-blank lines. */
function chunks(body: string): string[][] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split("\n").map((line) => line.trim()))
    .map((lines) => lines.filter(Boolean))
    .filter((lines) => lines.length > 0);
}

function block(lines: string[]): Block {
  const first = lines[0]!;
  if (first.startsWith("- ")) {
    const items: string[] = [];
    for (const line of lines) {
      if (line.startsWith("- ")) items.push(line.slice(2));
      else items[items.length - 1] += ` ${line}`;
    }
    return { type: "list", items: items.map(inline) };
  }
  if (first.startsWith("> ")) {
    return { type: "callout", runs: inline(lines.map((line) => line.replace(/^>\s?/, "")).join(" ")) };
  }
  if (first.startsWith("|")) return table(lines);
  if (/^(#|\d+\.\s|\*\s|```)/.test(first)) throw new Error(`Unsupported Markdown: "${first}".`);
  return { type: "paragraph", runs: inline(lines.join(" ")) };
}

function table(lines: string[]): Block {
  const cells = (line: string) =>
    line
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => inline(cell.trim()));
  const [header, separator, ...rows] = lines;
  if (!header || !separator || !/^\|?[\s:|-]+\|?$/.test(separator)) {
    throw new Error(`A table needs a header row and a |---| line: "${header}".`);
  }
  const head = cells(header);
  const body = rows.map(cells);
  const ragged = body.find((row) => row.length !== head.length);
  if (ragged) throw new Error(`A table row has ${ragged.length} cells, its header ${head.length}.`);
  return { type: "table", header: head, rows: body };
}

/** `a **b** c` -> runs; an unpaired `**` is refused. */
function inline(text: string): Run[] {
  const parts = text.split("**");
  if (parts.length % 2 === 0) throw new Error(`Unpaired ** in "${text}".`);
  return parts
    .map((part, index): Run => (index % 2 === 1 ? { text: part, strong: true } : { text: part }))
    .filter((run) => run.text !== "");
}
