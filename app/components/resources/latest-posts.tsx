import { useTranslation } from "react-i18next";
import { PostDate } from "#app/components/blog/post-date.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Card, CardGrid } from "#app/components/ui/sections.tsx";
import { longFormAttributes } from "#app/content/long-form.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

/** A post as the resources page lists it: its excerpt already cut (spec 001 §3 "Blog post (resources page)"). */
export type LatestPost = {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: Date;
  /** The language of its title and excerpt: the page's where translated, else English (`isFallback`). */
  lang: LanguageCode;
  isFallback: boolean;
};

/**
 * The newest blog posts on /resources (spec 001 §4 "Blog area": loaded or error; the page is rendered on the
 * server, so there is no loading state to show). `null`: the blog could not be read.
 */
export function LatestPosts({ posts }: { posts: LatestPost[] | null }) {
  const { t } = useTranslation("resources");
  if (posts === null) return <Notice tone="error">{t("latestPosts.error")}</Notice>;
  if (posts.length === 0) return <p className="text-slate-600">{t("latestPosts.empty")}</p>;
  return (
    <CardGrid columns={3}>
      {posts.map((post) => (
        <LatestPostCard key={post.slug} post={post} />
      ))}
    </CardGrid>
  );
}

function LatestPostCard({ post }: { post: LatestPost }) {
  const { t } = useTranslation("resources");
  const textLanguage = longFormAttributes(post);
  return (
    <Card
      title={
        <span className="block" {...textLanguage}>
          {post.title}
        </span>
      }
      footer={
        <ArrowLink to={`/blog/${post.slug}`} context={post.title}>
          {t("latestPosts.readMore")}
        </ArrowLink>
      }
    >
      <p className="text-sm text-slate-500">
        <PostDate date={post.publishedAt} />
      </p>
      <p className="mt-3" {...textLanguage}>
        {post.excerpt}
      </p>
    </Card>
  );
}
