import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { changedFields, isWebAddress, suggestSlug, tagsOf } from "#app/domain/admin/content-fields.ts";
import {
  opportunityFormSchema,
  partnerFormSchema,
  postFormSchema,
  postSlug,
  previewSchema,
} from "#app/domain/admin/content-forms.ts";

/** Parses fields as the action does (Conform: empty is absent, "on" is true). */
function parse<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema });
}

const errorsOf = (submission: { reply(): { error?: Record<string, string[] | null> } }) =>
  submission.reply().error ?? {};

const POST = {
  intent: "save",
  title: "Entering the ASX: a Guide",
  slug: "",
  description: "How listing works.",
  content: "# Hello\n\nSome **bold** text.",
  author: "Jane Citizen",
  tags: "Finance, Market Entry, , Finance",
  status: "draft",
  publishedOn: "2026-03-01",
};

describe("field rules", () => {
  it("suggests a slug from a title, or nothing from a title without a-z", () => {
    expect(suggestSlug("Entering the ASX: a Guide")).toBe("entering-the-asx-a-guide");
    expect(suggestSlug("  Café -- Déjà vu 2026! ")).toBe("cafe-deja-vu-2026");
    expect(suggestSlug("دخول السوق")).toBe("");
    expect(suggestSlug("a".repeat(150))).toHaveLength(100);
  });

  it("reads comma-separated tags, trimmed, without blanks or repeats", () => {
    expect(tagsOf(" GovTech, Market Entry,,GovTech ")).toEqual(["GovTech", "Market Entry"]);
    expect(tagsOf(undefined)).toEqual([]);
  });

  it("accepts only absolute http(s) addresses", () => {
    expect(isWebAddress("https://example.com/x")).toBe(true);
    expect(isWebAddress("http://example.com")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/partners",
      "example.com",
      "ftp://x.org",
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });

  it("names the fields that changed, never their values", () => {
    const before = { title: "A", tags: ["x"], at: new Date(1), premium: false };
    expect(changedFields(before, { title: "A", tags: ["x"], at: new Date(1), premium: false })).toEqual([]);
    expect(changedFields(before, { title: "B", tags: ["x", "y"], at: new Date(2), premium: true })).toEqual([
      "title",
      "tags",
      "at",
      "premium",
    ]);
    // A new record: the fields filled in.
    expect(changedFields(null, { title: "A", description: "", tags: [], premium: false, url: null })).toEqual(
      ["title"],
    );
  });
});

describe("postFormSchema", () => {
  it("accepts a post, with tags as a list and the slug made from the title", () => {
    const submission = parse(postFormSchema, POST);
    expect(submission.status).toBe("success");
    if (submission.status !== "success" || submission.value.intent !== "save") throw new Error("not saved");
    expect(submission.value).toMatchObject({
      title: "Entering the ASX: a Guide",
      slug: undefined,
      tags: ["Finance", "Market Entry"],
      isPremium: false,
      status: "draft",
    });
    expect(postSlug(submission.value)).toBe("entering-the-asx-a-guide");
    const premium = parse(postFormSchema, { ...POST, slug: "my-post", isPremium: "on" });
    expect(premium.status === "success" && premium.value).toMatchObject({ slug: "my-post", isPremium: true });
  });

  it("refuses a malformed slug, and an empty one when the title cannot give one", () => {
    for (const slug of ["My Post", "my--post", "-post", "post-", "post_1", "émigré"]) {
      expect(errorsOf(parse(postFormSchema, { ...POST, slug })), slug).toEqual({ slug: ["slugInvalid"] });
    }
    expect(errorsOf(parse(postFormSchema, { ...POST, title: "دخول السوق" }))).toEqual({
      slug: ["slugRequired"],
    });
  });

  it("names each missing or wrong field", () => {
    expect(
      errorsOf(
        parse(postFormSchema, {
          intent: "save",
          status: "live",
          publishedOn: "2026-02-30",
          tags: `${"x".repeat(41)}, ${Array.from({ length: 3 }, (_, i) => `t${i}`).join(",")}`,
        }),
      ),
    ).toEqual({
      title: ["titleRequired"],
      author: ["authorRequired"],
      status: ["statusInvalid"],
      publishedOn: ["dateInvalid"],
      "tags[0]": ["tagTooLong"],
    });
    const many = Array.from({ length: 11 }, (_, i) => `t${i}`).join(",");
    expect(errorsOf(parse(postFormSchema, { ...POST, tags: many }))).toEqual({ tags: ["tooManyTags"] });
    expect(errorsOf(parse(postFormSchema, { ...POST, publishedOn: "" }))).toEqual({
      publishedOn: ["dateRequired"],
    });
  });

  it("previews or deletes without the post's other fields", () => {
    expect(parse(postFormSchema, { intent: "preview", content: "*hi*" }).status).toBe("success");
    expect(parse(postFormSchema, { intent: "preview" }).status).toBe("success");
    expect(parse(postFormSchema, { intent: "delete" }).status).toBe("success");
    expect(parse(postFormSchema, { intent: "publish" }).status).toBe("error");
    const empty = parse(previewSchema, {});
    expect(empty.status === "success" && empty.value).toEqual({ content: "" });
  });
});

const PARTNER = {
  intent: "save",
  id: "p-acme",
  name: "Acme",
  description: "Integrator.",
  category: "integrator",
  industry: "Government",
  specialty: "Cloud",
  website: "https://example.com/acme",
  partnershipLevel: "Gold",
  isActive: "on",
};

describe("partnerFormSchema", () => {
  it("accepts a partner; empty addresses and logo are null, unticked boxes false", () => {
    const submission = parse(partnerFormSchema, PARTNER);
    expect(submission.status === "success" && submission.value).toMatchObject({
      id: "p-acme",
      imageId: null,
      website: "https://example.com/acme",
      isActive: true,
      isFeatured: false,
    });
  });

  it("refuses addresses that are not http(s), ids that are not slugs, and unknown choices", () => {
    expect(
      errorsOf(
        parse(partnerFormSchema, {
          ...PARTNER,
          website: "javascript:alert(1)",
          imageId: "/logo.svg",
          id: "P Acme",
          category: "other",
          partnershipLevel: "Bronze",
        }),
      ),
    ).toEqual({
      website: ["urlInvalid"],
      imageId: ["imageInvalid"],
      id: ["slugInvalid"],
      category: ["categoryInvalid"],
      partnershipLevel: ["levelInvalid"],
    });
    expect(errorsOf(parse(partnerFormSchema, { ...PARTNER, id: "new" }))).toEqual({ id: ["idReserved"] });
  });
});

describe("opportunityFormSchema", () => {
  const OPPORTUNITY = {
    intent: "save",
    id: "opp-x",
    title: "Cyber uplift",
    description: "Work.",
    deadline: "2027-01-31",
    department: "Defence",
  };

  it("accepts a tender, inactive unless ticked", () => {
    const submission = parse(opportunityFormSchema, OPPORTUNITY);
    expect(submission.status === "success" && submission.value).toMatchObject({ active: false });
  });

  it("refuses a date that is not a calendar date", () => {
    expect(errorsOf(parse(opportunityFormSchema, { ...OPPORTUNITY, deadline: "31/01/2027" }))).toEqual({
      deadline: ["dateInvalid"],
    });
  });
});
