import { describe, expect, it } from "vitest";
import { parseDocumentSource } from "#app/server/pdf/document-source.server.ts";

const doc = (body: string) => `# A Guide\n\nIts promise\n\n${body}`;

describe("document sources", () => {
  it("reads the front matter, sections and every kind of block", () => {
    const source = doc(`
## First section

A paragraph that runs
over two lines with **strong** text.

- **ABN:** 3-5 business days
- GST at A$75,000
  continued

> **Note:** a callout

## Second section

| Step | Time |
|---|---|
| Assess | 1-5 |
| Launch | 23-30 |
`);
    expect(parseDocumentSource(source)).toEqual({
      title: "A Guide",
      subtitle: "Its promise",
      sections: [
        {
          heading: "First section",
          blocks: [
            {
              type: "paragraph",
              runs: [
                { text: "A paragraph that runs over two lines with " },
                { text: "strong", strong: true },
                { text: " text." },
              ],
            },
            {
              type: "list",
              items: [
                [{ text: "ABN:", strong: true }, { text: " 3-5 business days" }],
                [{ text: "GST at A$75,000 continued" }],
              ],
            },
            { type: "callout", runs: [{ text: "Note:", strong: true }, { text: " a callout" }] },
          ],
        },
        {
          heading: "Second section",
          blocks: [
            {
              type: "table",
              header: [[{ text: "Step" }], [{ text: "Time" }]],
              rows: [
                [[{ text: "Assess" }], [{ text: "1-5" }]],
                [[{ text: "Launch" }], [{ text: "23-30" }]],
              ],
            },
          ],
        },
      ],
    });
  });

  it("keeps characters Typst or Markdown would read as markup as plain text", () => {
    const { sections } = parseDocumentSource(doc("## Costs\n\nA$5K #1 $x _y_ <z> @a [b]"));
    expect(sections[0]?.blocks[0]).toEqual({
      type: "paragraph",
      runs: [{ text: "A$5K #1 $x _y_ <z> @a [b]" }],
    });
  });

  it("refuses what the format does not have, naming it", () => {
    expect(() => parseDocumentSource("## A section first")).toThrow(/title/);
    expect(() => parseDocumentSource("# Only a title\n\n## A")).toThrow(/subtitle/);
    expect(() => parseDocumentSource(doc("Text first\n\n## Then a heading"))).toThrow(
      /before the first heading/,
    );
    expect(() => parseDocumentSource(doc("## A\ntext right under"))).toThrow(/blank line/);
    expect(() => parseDocumentSource(doc("## A\n\n1. numbered"))).toThrow(/Unsupported/);
    expect(() => parseDocumentSource(doc("## A\n\nhalf **bold"))).toThrow(/Unpaired/);
    expect(() => parseDocumentSource(doc("## A\n\n| a | b |\n|---|---|\n| 1 |"))).toThrow(/1 cells/);
    expect(() => parseDocumentSource(doc("\n"))).toThrow(/at least one section/);
  });
});
