import { describe, expect, it } from "vitest";
import { physicalUtilities } from "./check-logical-css.ts";

describe("physicalUtilities", () => {
  it("finds physical margin, padding, position and alignment utilities, with variants", () => {
    expect(
      physicalUtilities(`<div className="ml-4 pr-2 md:left-0 text-right -mr-1 hover:border-l">`),
    ).toEqual(["ml-4", "pr-2", "md:left-0", "text-right", "-mr-1", "hover:border-l"]);
  });

  it("accepts logical utilities and look-alikes", () => {
    expect(
      physicalUtilities(
        `<div className="ms-4 pe-2 start-0 end-0 text-start mx-2 px-3 rounded-md lg:me-4 border-s">`,
      ),
    ).toEqual([]);
  });

  it("reads template-literal class names", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test contains a template literal
    expect(physicalUtilities("<div className={`flex ${x} pl-3`}>")).toEqual(["pl-3"]);
  });
});
