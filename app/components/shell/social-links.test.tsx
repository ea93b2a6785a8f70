import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_PATHS, SocialLinks } from "#app/components/shell/social-links.tsx";

/** The outlines a path draws: one per move command. */
const outlines = (path: string) => path.match(/[Mm]/g)?.length ?? 0;

describe("SocialLinks", () => {
  it("draws Instagram's mark as outlines with their cut-outs, not a solid square (issue 28 item 13)", () => {
    // A rounded square and its inside, the lens ring's outside and inside, the dot.
    expect(outlines(ICON_PATHS.instagram)).toBe(5);
    const html = renderToString(<SocialLinks />);
    const paths = [...html.matchAll(/<path ([^>]*)>/g)].map((match) => match[1]);
    expect(paths).toHaveLength(4);
    // Inner outlines are holes whichever way they are drawn.
    for (const path of paths) expect(path).toContain('fill-rule="evenodd"');
    expect(html).toContain(`d="${ICON_PATHS.instagram}"`);
  });

  it("names each network for screen readers and opens it in a new tab", () => {
    const html = renderToString(<SocialLinks />);
    for (const id of ["linkedin", "instagram", "facebook", "twitter"]) {
      expect(html).toContain(`<span class="sr-only">social.${id}</span>`);
    }
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(4);
  });
});
