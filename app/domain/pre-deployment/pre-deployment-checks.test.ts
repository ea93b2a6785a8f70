import { Window } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import {
  accessibleName,
  CHECK_IDS,
  type CheckResult,
  checkAccessibility,
  checkAnalytics,
  checkBrowserCompatibility,
  checkContent,
  checkErrorHandling,
  checkFormValidation,
  checkImages,
  checkLinks,
  checkLoadingStates,
  checkPerformance,
  checkResponsiveness,
  checkSeo,
  describeElement,
  MAX_BLOCKING_SCRIPTS,
  MAX_DOM_ELEMENTS,
  MAX_IMAGE_SCALE,
  MAX_ITEMS,
  MAX_LOAD_MS,
  MAX_LOW_CONTRAST_ELEMENTS,
  META_DESCRIPTION_MAX,
  META_DESCRIPTION_MIN,
  PARAGRAPH_MAX_LENGTH,
  PARAGRAPH_MIN_LENGTH,
  type PageSnapshot,
  passRate,
  runChecks,
  TITLE_MIN_LENGTH,
  unloadedPage,
} from "#app/domain/pre-deployment/pre-deployment-checks.ts";

/*
 * Pages are happy-dom documents: real DOM and computed styles from the page's own stylesheet, but no layout, so a
 * test gives the elements it measures their boxes (`layOut`), as a browser would have laid them out.
 */
const windows: Window[] = [];
afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close();
});

const HEAD = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`;

/** A document from HTML (a whole one when it starts with `<!`, else put in a standard page's body). */
function documentOf(html: string, head = ""): Document {
  const window = new Window({
    url: "https://site.example/pricing",
    width: 390,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  });
  windows.push(window);
  const page = /^<(!|html)/i.test(html)
    ? html
    : `<!DOCTYPE html><html lang="en"><head>${HEAD}${head}</head><body>${html}</body></html>`;
  window.document.write(page);
  return window.document as unknown as Document;
}

function page(document: Document, measured: Partial<Omit<PageSnapshot, "document">> = {}): PageSnapshot {
  return { document, loadTimeMs: 800, viewportWidth: 390, status: 200, notFound: null, ...measured };
}

/** Gives elements the box a browser laid them out in. */
function layOut(elements: Iterable<Element>, width: number, height: number) {
  for (const element of elements) {
    element.getBoundingClientRect = () => ({ width, height }) as DOMRect;
  }
}

/** An image as loaded: its intrinsic size, and the box it is shown in. */
function loaded(image: Element, natural: [number, number], display: [number, number]) {
  Object.defineProperty(image, "naturalWidth", { value: natural[0] });
  Object.defineProperty(image, "naturalHeight", { value: natural[1] });
  Object.defineProperty(image, "complete", { value: true });
  layOut([image], display[0], display[1]);
}

const issues = (check: CheckResult) => check.items.map((item) => `${item.status} ${item.issue.key}`);

describe("constants (spec 001 §9)", () => {
  it("are the spec's thresholds", () => {
    expect(MAX_LOAD_MS).toBe(3000);
    expect([META_DESCRIPTION_MIN, META_DESCRIPTION_MAX]).toEqual([50, 160]);
    expect(TITLE_MIN_LENGTH).toBe(5);
    expect([PARAGRAPH_MIN_LENGTH, PARAGRAPH_MAX_LENGTH]).toEqual([10, 500]);
    expect(MAX_DOM_ELEMENTS).toBe(1500);
    expect(MAX_BLOCKING_SCRIPTS).toBe(3);
    expect(MAX_IMAGE_SCALE).toBe(2);
    expect(MAX_LOW_CONTRAST_ELEMENTS).toBe(5);
    expect(CHECK_IDS).toHaveLength(12);
  });
});

describe("browser compatibility", () => {
  it("passes a standard page", () => {
    const check = checkBrowserCompatibility(page(documentOf("<p>Hello</p>")));
    expect(check.status).toBe("pass");
    expect(check.details).toEqual({ key: "checks.browserCompatibility.ok", values: { count: 0 } });
  });

  it("fails without doctype, language, viewport", () => {
    const document = documentOf(
      `<html><head><meta charset="utf-8"></head><body><p>Hi there</p></body></html>`,
    );
    Object.defineProperty(document, "doctype", { value: null }); // happy-dom keeps its initial one
    const check = checkBrowserCompatibility(page(document));
    expect(check.status).toBe("error");
    expect(issues(check)).toEqual([
      "error issues.doctypeMissing",
      "error issues.langMissing",
      "error issues.viewportMissing",
    ]);
    expect(check.details).toEqual({ key: "summary.problems", values: { count: 3 } });
  });

  it("fails a document that is not UTF-8", () => {
    const document = documentOf("<p>Hello</p>");
    Object.defineProperty(document, "characterSet", { value: "windows-1252" });
    expect(issues(checkBrowserCompatibility(page(document)))).toEqual(["error issues.charsetNotUtf8"]);
  });
});

describe("responsiveness", () => {
  it("passes a page that fits its viewport", () => {
    const document = documentOf(`<div id="wide"><p>Fits</p></div>`);
    layOut(document.querySelectorAll("*"), 390, 20);
    expect(checkResponsiveness(page(document)).status).toBe("pass");
  });

  it("fails without a device-width viewport, and warns when zoom is switched off", () => {
    const none = documentOf(`<!DOCTYPE html><html lang="en"><head></head><body><p>x</p></body></html>`);
    expect(issues(checkResponsiveness(page(none)))).toEqual(["error issues.viewportNotDeviceWidth"]);
    const fixed = documentOf("<p>x</p>", "");
    fixed.querySelector('meta[name="viewport"]')!.setAttribute("content", "width=1024");
    expect(issues(checkResponsiveness(page(fixed)))).toEqual(["error issues.viewportNotDeviceWidth"]);
    const noZoom = documentOf("<p>x</p>");
    noZoom
      .querySelector('meta[name="viewport"]')!
      .setAttribute("content", "width=device-width, initial-scale=1, maximum-scale=1");
    expect(checkResponsiveness(page(noZoom)).status).toBe("warn");
  });

  it("fails the outermost element wider than the viewport, not what sits in a scroll area or is hidden", () => {
    const document = documentOf(`
      <div id="banner"><span id="inner">too wide</span></div>
      <div style="overflow-x: auto"><table id="table"><tr><td>wide table</td></tr></table></div>
      <div hidden><div id="ghost">hidden</div></div>`);
    layOut(document.querySelectorAll("#banner, #inner, #table, #ghost"), 391.5, 20);
    const check = checkResponsiveness(page(document));
    expect(check.status).toBe("error");
    expect(check.items).toEqual([
      {
        status: "error",
        element: 'div#banner "too wide"',
        issue: { key: "issues.widerThanViewport", values: { width: 392, viewport: 390 } },
      },
    ]);
  });

  it("allows one pixel of rounding, and fails a page that scrolls sideways", () => {
    const document = documentOf(`<div id="edge">edge</div>`);
    layOut([document.getElementById("edge")!], 391, 20);
    expect(checkResponsiveness(page(document)).status).toBe("pass");
    Object.defineProperty(document.documentElement, "scrollWidth", { value: 450 });
    expect(checkResponsiveness(page(document)).items[0]!.issue).toEqual({
      key: "issues.scrollsSideways",
      values: { pixels: 60 },
    });
  });
});

describe("content", () => {
  const paragraph = (length: number) => `<p>${"a".repeat(length)}</p>`;

  it("flags paragraphs under 10 and over 500 characters, at the boundaries", () => {
    const ok = checkContent(page(documentOf(paragraph(10) + paragraph(500))));
    expect(ok.status).toBe("pass");
    expect(ok.details.values).toMatchObject({ paragraphs: 2 });
    const short = checkContent(page(documentOf(paragraph(9))));
    expect(short.status).toBe("warn");
    expect(short.items[0]!.issue).toEqual({ key: "issues.paragraphShort", values: { length: 9, min: 10 } });
    const long = checkContent(page(documentOf(paragraph(501))));
    expect(long.items[0]!.issue).toEqual({ key: "issues.paragraphLong", values: { length: 501, max: 500 } });
  });

  it("counts characters, not UTF-16 units, collapses white space, and skips empty and hidden paragraphs", () => {
    const document = documentOf(`
      <p>  ${"한".repeat(4)}
           ${"😀".repeat(4)}  </p>
      <p role="status"></p>
      <p hidden>no</p>
      <details><summary>More about it</summary><p>tiny</p></details>`);
    const check = checkContent(page(document));
    expect(check.items.map((item) => item.issue.values)).toEqual([{ length: 9, min: 10 }]);
  });

  it("fails a page without text", () => {
    expect(issues(checkContent(page(documentOf("<div> </div>"))))).toEqual(["error issues.noText"]);
  });
});

describe("images", () => {
  it("passes described images up to twice their display size, and SVG at any size", () => {
    const document = documentOf(`
      <img id="a" src="/team.jpg" alt="Our team">
      <img id="b" src="/line.png" alt="">
      <img id="c" src="/logo.svg" alt="Logo">`);
    loaded(document.getElementById("a")!, [400, 200], [200, 100]);
    loaded(document.getElementById("b")!, [100, 100], [100, 100]);
    loaded(document.getElementById("c")!, [4000, 4000], [100, 100]);
    expect(checkImages(page(document)).status).toBe("pass");
  });

  it("warns about an image more than twice its display size (2.01x)", () => {
    const document = documentOf(`<img src="/team.jpg" alt="Our team">`);
    loaded(document.querySelector("img")!, [201, 100], [100, 50]);
    const check = checkImages(page(document));
    expect(check.status).toBe("warn");
    expect(check.items[0]).toEqual({
      status: "warn",
      element: 'img[src="/team.jpg"]',
      issue: { key: "issues.imageOversized", values: { natural: "201×100", display: "100×50", scale: 2.01 } },
    });
  });

  it("fails an image without alt (unless marked decorative) and one that did not load", () => {
    const document = documentOf(`
      <img id="a" src="/a.png">
      <img id="b" src="/b.png" role="presentation">
      <img id="c" src="/c.png" alt="Chart">`);
    loaded(document.getElementById("a")!, [10, 10], [10, 10]);
    loaded(document.getElementById("b")!, [10, 10], [10, 10]);
    loaded(document.getElementById("c")!, [0, 0], [10, 10]);
    expect(issues(checkImages(page(document)))).toEqual([
      "error issues.altMissing",
      "error issues.imageBroken",
    ]);
  });
});

describe("form validation", () => {
  it("passes labelled, validated forms with an action; a page without forms passes", () => {
    const document = documentOf(`
      <form method="post" action="/contact">
        <label for="email">Email</label><input id="email" name="email" type="email" required>
        <label>Message <textarea name="message"></textarea></label>
        <input type="hidden" name="intent" value="send">
        <div hidden><label>Leave empty<input name="website"></label></div>
        <button type="submit">Send</button>
      </form>`);
    expect(checkFormValidation(page(document)).status).toBe("pass");
    const none = checkFormValidation(page(documentOf("<p>No forms here</p>")));
    expect(none).toMatchObject({ status: "pass", details: { values: { forms: 0 } } });
  });

  it("fails an unlabelled field", () => {
    const document = documentOf(`<form method="post" action="/x"><input name="company" required></form>`);
    expect(issues(checkFormValidation(page(document)))).toEqual(["error issues.fieldLabelMissing"]);
  });

  it("accepts aria-label and aria-labelledby as labels", () => {
    const document = documentOf(`
      <form method="get" action="/partners">
        <input name="q" type="search" aria-label="Search partners">
        <span id="cat">Category</span><select name="category" aria-labelledby="cat"><option>All</option></select>
      </form>`);
    expect(checkFormValidation(page(document)).status).toBe("pass");
  });

  it("warns about a missing action, an e-mail field that is not type=email, a post form without constraints", () => {
    const document = documentOf(`
      <form method="post"><label>Your email<input name="email" type="text"></label></form>`);
    expect(issues(checkFormValidation(page(document)))).toEqual([
      "warn issues.formActionMissing",
      "warn issues.emailTypeMissing",
      "warn issues.formUnvalidated",
    ]);
  });
});

describe("links", () => {
  it("passes real links, in-page links to existing targets and safe new-tab links", () => {
    const document = documentOf(`
      <a href="#main">Skip</a><main id="main">
      <a href="/pricing">Pricing</a>
      <a href="https://linkedin.com/x" target="_blank" rel="noopener noreferrer">LinkedIn</a>
      <a href="mailto:hello@site.example">Mail</a></main>`);
    expect(checkLinks(page(document))).toMatchObject({ status: "pass", details: { values: { links: 4 } } });
  });

  it("fails empty, # and javascript: links and new-tab links without noopener; warns about a missing target", () => {
    const document = documentOf(`
      <a href="">Empty</a><a href="#">Top</a><a href="javascript:void(0)">Run</a>
      <a href="https://x.example" target="_blank">X</a>
      <a href="#nowhere">Nowhere</a>`);
    const check = checkLinks(page(document));
    expect(check.status).toBe("error");
    expect(issues(check)).toEqual([
      "error issues.linkEmpty",
      "error issues.linkEmpty",
      "error issues.linkEmpty",
      "error issues.noopenerMissing",
      "warn issues.fragmentMissing",
    ]);
    expect(check.items.map((item) => item.element)).toContain('a[href="#"] "Top"');
  });
});

describe("SEO", () => {
  const seoPage = (title: string, description: string | null, body = "<h1>Pricing</h1>") =>
    documentOf(
      body,
      `<title>${title}</title>${description === null ? "" : `<meta name="description" content="${description}">`}` +
        `<link rel="canonical" href="https://site.example/pricing">`,
    );

  it("passes a titled, described page with one h1 and a canonical link", () => {
    const check = checkSeo(page(seoPage("Pricing | Brand", "d".repeat(120))));
    expect(check).toMatchObject({ status: "pass", details: { values: { title: 15, description: 120 } } });
  });

  it("takes meta descriptions of 50 to 160 characters and warns about 49 and 161", () => {
    for (const length of [50, 160])
      expect(checkSeo(page(seoPage("Pricing", "d".repeat(length)))).status).toBe("pass");
    for (const length of [49, 161]) {
      const check = checkSeo(page(seoPage("Pricing", "d".repeat(length))));
      expect(check.status).toBe("warn");
      expect(check.items[0]!.issue).toEqual({
        key: "issues.descriptionLength",
        values: { length, min: 50, max: 160 },
      });
    }
  });

  it("fails a title under 5 characters, a missing description and a page without h1", () => {
    expect(checkSeo(page(seoPage("Price", "d".repeat(60)))).status).toBe("pass");
    const check = checkSeo(page(seoPage("Pric", null, "<p>No heading</p>")));
    expect(issues(check)).toEqual([
      "error issues.titleShort",
      "error issues.descriptionMissing",
      "error issues.h1Missing",
    ]);
  });

  it("warns about several h1s, a missing canonical link and noindex", () => {
    const document = documentOf(
      "<h1>One</h1><h1>Two</h1>",
      `<title>Pricing</title><meta name="description" content="${"d".repeat(60)}"><meta name="robots" content="noindex">`,
    );
    expect(issues(checkSeo(page(document)))).toEqual([
      "warn issues.h1Several",
      "warn issues.canonicalMissing",
      "warn issues.noindex",
    ]);
  });
});

describe("analytics", () => {
  it("passes when the page's dataLayer exists or analytics is marked, else warns (never an error)", () => {
    const document = documentOf("<p>Hello there</p>");
    expect(checkAnalytics(page(document)).status).toBe("warn");
    (document.defaultView as unknown as { dataLayer: unknown[] }).dataLayer = [];
    expect(checkAnalytics(page(document)).status).toBe("pass");
    expect(checkAnalytics(page(documentOf(`<div data-analytics="consent"></div>`))).status).toBe("pass");
  });
});

describe("performance", () => {
  it("allows 3000 ms and fails 3001 ms", () => {
    const document = documentOf("<p>Hello there</p>");
    expect(checkPerformance(page(document, { loadTimeMs: 3000 })).status).toBe("pass");
    const slow = checkPerformance(page(document, { loadTimeMs: 3001 }));
    expect(slow.status).toBe("error");
    expect(slow.items[0]!.issue).toEqual({ key: "issues.loadSlow", values: { ms: 3001, max: 3000 } });
  });

  it("allows 1500 elements and warns at 1501", () => {
    const document = documentOf("");
    const base = document.getElementsByTagName("*").length;
    document.body.insertAdjacentHTML("beforeend", "<i></i>".repeat(MAX_DOM_ELEMENTS - base));
    const at = checkPerformance(page(document));
    expect(at).toMatchObject({ status: "pass", details: { values: { elements: 1500 } } });
    document.body.append(document.createElement("i"));
    expect(issues(checkPerformance(page(document)))).toEqual(["warn issues.domLarge"]);
  });

  it("allows 3 blocking scripts in head and warns at 4; async, defer, module and inline scripts do not block", () => {
    const scripts = (count: number) =>
      Array.from({ length: count }, (_, index) => `<script src="/s${index}.js"></script>`).join("") +
      `<script async src="/a.js"></script><script defer src="/d.js"></script>` +
      `<script type="module" src="/m.js"></script><script>var inline = 1;</script>` +
      `<script type="application/ld+json">{}</script>`;
    const three = checkPerformance(page(documentOf("<p>Hello there</p>", scripts(3))));
    expect(three).toMatchObject({ status: "pass", details: { values: { scripts: 3 } } });
    const four = checkPerformance(page(documentOf("<p>Hello there</p>", scripts(4))));
    expect(four.status).toBe("warn");
    expect(four.items).toHaveLength(4);
    expect(four.items[0]!.element).toBe('script[src="/s0.js"]');
  });
});

describe("accessibility", () => {
  const STYLE = `<style>body { background: #ffffff; color: #111111 } .faint { color: #999999 }
    .dark { background-color: #112f69; color: #ffffff } .big { font-size: 24px }</style>`;

  function contrastPage(faint: number, extra = "") {
    const body = `${Array.from({ length: faint }, (_, i) => `<p class="faint">Faint text ${i}</p>`).join("")}
      <p>Readable text</p><div class="dark"><span>White on navy</span></div>${extra}`;
    const document = documentOf(body, STYLE);
    layOut(document.body.querySelectorAll("*"), 300, 20);
    return document;
  }

  it("passes readable text, and checks text on dark backgrounds", () => {
    const check = checkAccessibility(page(contrastPage(0)));
    expect(check.status).toBe("pass");
    expect(check.details.values).toMatchObject({ checked: 2, lowContrast: 0 });
  });

  it("warns about up to 5 low-contrast elements and fails at 6", () => {
    const five = checkAccessibility(page(contrastPage(5)));
    expect(five.status).toBe("warn");
    expect(five.items).toHaveLength(5);
    expect(five.items[0]).toEqual({
      status: "warn",
      element: 'p "Faint text 0"',
      issue: { key: "issues.contrastLow", values: { ratio: 2.84, required: 4.5 } },
    });
    const six = checkAccessibility(page(contrastPage(6)));
    expect(six.status).toBe("error");
    expect(six.items.every((item) => item.status === "error")).toBe(true);
    expect(six.details.values).toMatchObject({ lowContrast: 6 });
  });

  it("holds large text to 3:1, and skips screen-reader-only, hidden and disabled text", () => {
    const document = documentOf(
      `<p class="big mid">Large heading text</p><p class="mid">Small text</p>
       <span class="faint" id="sr">Screen readers only</span>
       <p class="faint" hidden>Hidden</p><button class="faint" disabled>Disabled</button>`,
      `${STYLE}<style>.mid { color: #888888 }</style>`,
    );
    layOut(document.body.querySelectorAll("*"), 300, 20);
    layOut([document.getElementById("sr")!], 1, 1);
    const check = checkAccessibility(page(document));
    expect(check.items.map((item) => item.element)).toEqual(['p "Small text"']);
  });

  it("judges text against every stop of a gradient behind it, and skips text over an image", () => {
    const document = documentOf(
      `<section class="hero"><h1>On a gradient</h1></section><div class="photo"><p>Over a photo</p></div>`,
      `<style>body { background: #ffffff } .hero { background-image: linear-gradient(#ffffff, #000000) }
        h1 { color: #000000 } .photo { background-image: url(/p.jpg) } .photo p { color: #ffffff }</style>`,
    );
    layOut(document.body.querySelectorAll("*"), 300, 20);
    const check = checkAccessibility(page(document));
    expect(check.items.map((item) => item.element)).toEqual(['h1 "On a gradient"']);
    expect(check.details.values).toMatchObject({ checked: 1 });
  });

  it("fails links and buttons without an accessible name", () => {
    const document = documentOf(`
      <a href="/ok">Pricing</a>
      <a href="/icon" aria-label="Home"><svg aria-hidden="true"></svg></a>
      <a href="/logo"><img src="/logo.svg" alt="Brand"></a>
      <button><svg><title>Close</title></svg></button>
      <a href="/nameless"><svg aria-hidden="true"></svg></a>
      <button><span aria-hidden="true">×</span></button>`);
    const check = checkAccessibility(page(document));
    expect(issues(check)).toEqual(["error issues.nameMissing", "error issues.nameMissing"]);
    expect(check.items.map((item) => item.element)).toEqual(['a[href="/nameless"]', 'button "×"']);
  });
});

describe("error handling", () => {
  const notFoundScreen = () =>
    documentOf(`<h1>Page not found</h1><a href="/ar">Home</a>`, `<meta name="robots" content="noindex">`);

  it("passes when the page answered and a missing address answers 404 with a heading and a way home", () => {
    const check = checkErrorHandling(
      page(documentOf("<p>x</p>"), { notFound: { status: 404, document: notFoundScreen() } }),
    );
    expect(check).toMatchObject({ status: "pass", details: { values: { status: 404 } } });
  });

  it("fails a missing address answered 200, or a bare 404, or a page that answered an error", () => {
    const soft = checkErrorHandling(
      page(documentOf("<p>x</p>"), { notFound: { status: 200, document: notFoundScreen() } }),
    );
    expect(soft.items[0]!.issue).toEqual({ key: "issues.notFoundStatus", values: { status: 200 } });
    const bare = checkErrorHandling(
      page(documentOf("<p>x</p>"), { notFound: { status: 404, document: documentOf("Not Found") } }),
    );
    expect(issues(bare)).toEqual(["error issues.notFoundScreen"]);
    const failing = checkErrorHandling(
      page(documentOf("<p>x</p>"), { status: 500, notFound: { status: 404, document: notFoundScreen() } }),
    );
    expect(issues(failing)).toEqual(["error issues.pageStatus"]);
  });

  it("warns when the probe could not be made", () => {
    expect(issues(checkErrorHandling(page(documentOf("<p>x</p>"))))).toEqual([
      "warn issues.notFoundUnchecked",
    ]);
  });
});

describe("loading states", () => {
  it("passes submit buttons that can say the form is being sent, and pages without forms", () => {
    const document = documentOf(`
      <form method="post" action="/a"><button type="submit" aria-busy="false">Send</button></form>
      <form method="post" action="/b"><button data-pending="">Go</button><button type="button">Other</button></form>`);
    expect(checkLoadingStates(page(document))).toMatchObject({
      status: "pass",
      details: { values: { forms: 2, buttons: 2 } },
    });
    expect(checkLoadingStates(page(documentOf("<p>none</p>"))).status).toBe("pass");
  });

  it("warns about a submit button without a pending marker", () => {
    const document = documentOf(`<form method="post" action="/a"><input type="submit" value="Send"></form>`);
    const check = checkLoadingStates(page(document));
    expect(check.status).toBe("warn");
    expect(check.items[0]!.element).toBe('input[type="submit"]');
  });
});

describe("runChecks, passRate and the rest", () => {
  it("runs the twelve checks in the spec's order", () => {
    const document = documentOf("<h1>Hello</h1><p>Hello there, world.</p>");
    expect(runChecks(page(document)).map((check) => check.id)).toEqual([...CHECK_IDS]);
  });

  it("computes passed / total in percent, warnings and errors not passing", () => {
    const of = (...statuses: ("pass" | "warn" | "error")[]) => statuses.map((status) => ({ status }));
    expect(passRate(of("pass", "pass", "pass", "pass"))).toBe(100);
    expect(passRate(of("pass", "warn", "error", "pass"))).toBe(50);
    expect(passRate([...of(...Array<"pass">(10).fill("pass")), ...of("warn", "error")])).toBe(83);
    expect(passRate(of("error"))).toBe(0);
    expect(passRate([])).toBe(0);
  });

  it("fails every check of a page that did not load", () => {
    const checks = unloadedPage({ key: "issues.pageTimeout", values: { seconds: 15 } });
    expect(checks).toHaveLength(12);
    expect(passRate(checks)).toBe(0);
    expect(checks[0]!.items[0]!.issue.key).toBe("issues.pageTimeout");
  });

  it("lists at most MAX_ITEMS findings, errors first, and counts them all", () => {
    const document = documentOf(`${'<a href="#gone">x</a>'.repeat(MAX_ITEMS)}<a href="#">top</a>`);
    const check = checkLinks(page(document));
    expect(check.items).toHaveLength(MAX_ITEMS);
    expect(check.items[0]!.issue.key).toBe("issues.linkEmpty");
    expect(check.details.values).toMatchObject({ count: MAX_ITEMS + 1 });
  });

  it("describes elements by tag, id, key attributes and text", () => {
    const document = documentOf(`<a id="cta" href="/contact" target="_blank">  Contact   us </a>`);
    expect(describeElement(document.getElementById("cta")!)).toBe(
      'a#cta[href="/contact"][target="_blank"] "Contact us"',
    );
    const long = documentOf(`<p>${"word ".repeat(30)}</p>`);
    expect(describeElement(long.querySelector("p")!)).toMatch(/^p "(word ){12}…"$/);
  });

  it("names fields by their label, placeholder or title", () => {
    const document = documentOf(`
      <label for="a">Company</label><input id="a">
      <input id="b" placeholder="Search">
      <input id="c">`);
    expect(accessibleName(document.getElementById("a")!)).toBe("Company");
    expect(accessibleName(document.getElementById("b")!)).toBe("Search");
    expect(accessibleName(document.getElementById("c")!)).toBe("");
  });
});
