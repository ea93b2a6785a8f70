import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PartnerLogos } from "#app/components/shell/partner-logos.tsx";

/** Renders the wordmarks under a root route whose loader data names `partnerNames`. */
function render(partnerNames: string[]) {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <PartnerLogos />, loader: () => null }],
    {
      hydrationData: { loaderData: { root: { partnerNames } } },
    },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe("PartnerLogos", () => {
  it("shows each name the root loader read, with its initials", () => {
    const html = render(["Coral Sea Cyber", "Northbridge Systems Integration"]);
    expect(html).toContain("footer.partnersHeading");
    expect(html).toMatch(/>CS<\/span>Coral Sea Cyber<\/li>/);
    expect(html).toMatch(/>NS<\/span>Northbridge Systems Integration<\/li>/);
  });

  it("leaves the section out when there are no names", () => {
    expect(render([])).toBe("");
  });
});
