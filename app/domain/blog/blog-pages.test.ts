import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  BLOG_PAGE_SIZE,
  blogCategories,
  blogPage,
  blogQueryFromSearch,
  blogSearch,
  linkableSource,
  paginationItems,
  relatedPosts,
  sourceSite,
} from "#app/domain/blog/blog-pages.ts";

/** Thirteen posts, newest first: every post tagged A, every third also B, the last one C. */
const posts = Array.from({ length: 13 }, (_, i) => ({
  slug: `post-${i + 1}`,
  publishedAt: new Date(Date.UTC(2025, 0, 30 - i)),
  tags: ["Alpha", ...(i % 3 === 0 ? ["Beta"] : []), ...(i === 12 ? ["Gamma"] : [])],
}));
const slugs = (list: { slug: string }[]) => list.map((post) => post.slug);

describe("blogQueryFromSearch", () => {
  it("reads the category and page", () => {
    expect(blogQueryFromSearch(new URLSearchParams("category=GovTech&page=2"))).toEqual({
      category: "GovTech",
      page: 2,
    });
  });

  it.each(["", "page=0", "page=-3", "page=1.5", "page=abc", "page=1e400", "page="])(
    "answers all posts, page 1, for %s",
    (search) => {
      expect(blogQueryFromSearch(new URLSearchParams(search))).toEqual({ category: ALL_CATEGORIES, page: 1 });
    },
  );
});

describe("blogSearch", () => {
  it("leaves the defaults out of links", () => {
    expect(blogSearch({ category: ALL_CATEGORIES, page: 1 })).toEqual({});
    expect(blogSearch({ category: "GovTech", page: 1 })).toEqual({ category: "GovTech" });
    expect(blogSearch({ category: ALL_CATEGORIES, page: 3 })).toEqual({ page: "3" });
  });
});

describe("blogCategories", () => {
  it("lists every tag once, alphabetically", () => {
    expect(
      blogCategories([{ tags: ["Market Entry", "GovTech"] }, { tags: ["Compliance", "GovTech"] }]),
    ).toEqual(["Compliance", "GovTech", "Market Entry"]);
    expect(blogCategories([])).toEqual([]);
  });
});

describe("blogPage", () => {
  it("shows six posts a page over all posts", () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    const first = blogPage(posts, { category: ALL_CATEGORIES, page: 1 });
    expect(slugs(first.posts)).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5", "post-6"]);
    expect(first.totalPages).toBe(3);
    expect(slugs(blogPage(posts, { category: ALL_CATEGORIES, page: 3 }).posts)).toEqual(["post-13"]);
  });

  it("clamps a page out of range to the nearest page", () => {
    expect(blogPage(posts, { category: ALL_CATEGORIES, page: 99 }).page).toBe(3);
    expect(blogPage(posts, { category: ALL_CATEGORIES, page: 0 }).page).toBe(1);
  });

  it("keeps a category's posts, matching the tag case-insensitively and naming it as the data does", () => {
    const beta = blogPage(posts, { category: "beta", page: 1 });
    expect(beta.category).toBe("Beta");
    expect(slugs(beta.posts)).toEqual(["post-1", "post-4", "post-7", "post-10", "post-13"]);
    expect(beta.totalPages).toBe(1);
  });

  it("clamps the page within the category (a category link from page 3 lands on its own pages)", () => {
    expect(blogPage(posts, { category: "Gamma", page: 3 })).toMatchObject({ page: 1, totalPages: 1 });
  });

  it("has one empty page for an unknown category or no posts", () => {
    expect(blogPage(posts, { category: "Nope", page: 2 })).toEqual({
      posts: [],
      category: "Nope",
      page: 1,
      totalPages: 1,
    });
    expect(blogPage([], { category: ALL_CATEGORIES, page: 1 }).totalPages).toBe(1);
  });
});

describe("paginationItems", () => {
  it("numbers every page of a short blog", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the ends and the neighbours of the current page, with gaps between", () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(paginationItems(6, 10)).toEqual([1, null, 5, 6, 7, null, 10]);
    expect(paginationItems(10, 10)).toEqual([1, null, 9, 10]);
  });

  it("shows a single left-out page instead of a gap", () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});

describe("relatedPosts", () => {
  it("ranks by shared tags, then newest, never the post itself, at most three", () => {
    const post = { slug: "post-13", tags: ["Alpha", "Beta", "Gamma"] };
    expect(slugs(relatedPosts(post, posts))).toEqual(["post-1", "post-4", "post-7"]);
    expect(slugs(relatedPosts({ slug: "x", tags: ["Gamma"] }, posts))).toEqual(["post-13"]);
    expect(relatedPosts({ slug: "x", tags: ["Delta"] }, posts)).toEqual([]);
  });
});

describe("linkableSource", () => {
  it("keeps an http(s) address, normalised", () => {
    expect(
      linkableSource("https://www.linkedin.com/company/ausentry-partners/posts/?feedView=articles"),
    ).toBe("https://www.linkedin.com/company/ausentry-partners/posts/?feedView=articles");
    expect(linkableSource("http://Example.com")).toBe("http://example.com/");
  });

  it.each([
    null,
    undefined,
    "",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:someone@example.com",
    "/blog/our-own-post",
    "www.linkedin.com/company/ausentry-partners",
  ])("links nothing for %j", (url) => {
    expect(linkableSource(url)).toBeNull();
  });
});

describe("sourceSite", () => {
  it("names the host without www.", () => {
    expect(sourceSite("https://www.linkedin.com/company/ausentry-partners/posts/")).toBe("linkedin.com");
    expect(sourceSite("https://medium.com/@ausentry/post")).toBe("medium.com");
    expect(sourceSite("https://blog.example.com.au/a")).toBe("blog.example.com.au");
  });
});
