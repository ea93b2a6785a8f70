import { useTranslation } from "react-i18next";
import { PostDate } from "#app/components/blog/post-date.tsx";
import { useEnglishOnly } from "#app/components/blog/use-english-only.ts";
import { Notice } from "#app/components/form/form-controls.tsx";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Card, CardGrid } from "#app/components/ui/sections.tsx";

/** A post as the resources page lists it: its excerpt already cut (spec 001 §3 "Blog post (resources page)"). */
export type LatestPost = { slug: string; title: string; excerpt: string; publishedAt: Date };

/**
 * The newest blog posts on /resources (spec 001 §4 "Blog area": loaded or error; the page is rendered on the
 * server, so there is no loading state to show). `null`: the blog could not be read.
 */
export function LatestPosts({ posts }: { posts: LatestPost[] | null }) {
  const { t } = useTranslation("resources");
  const english = useEnglishOnly();
  if (posts === null) return <Notice tone="error">{t("latestPosts.error")}</Notice>;
  if (posts.length === 0) return <p className="text-slate-600">{t("latestPosts.empty")}</p>;
  return (
    <CardGrid columns={3}>
      {posts.map((post) => (
        <Card
          key={post.slug}
          title={
            <span className="block" {...english}>
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
          <p className="mt-3" {...english}>
            {post.excerpt}
          </p>
        </Card>
      ))}
    </CardGrid>
  );
}
