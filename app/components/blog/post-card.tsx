import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PostDate } from "#app/components/blog/post-date.tsx";
import { SamplePostBadge } from "#app/components/blog/sample-post.tsx";
import { TagList } from "#app/components/blog/tag-list.tsx";
import { MediaPicture } from "#app/components/media/media-picture.tsx";
import { ArrowLink, TEXT_LINK } from "#app/components/ui/arrow-link.tsx";
import { Card } from "#app/components/ui/sections.tsx";
import { longFormAttributes } from "#app/content/long-form.ts";
import { type BlogPostSummary, sourceSite } from "#app/domain/blog/blog-pages.ts";
import type { WithImage } from "#app/domain/media/media-image.ts";

/**
 * One post in a grid (a `CardGrid` item): its cover (decision 086), title, date and author (a sample's with its
 * badge), excerpt, tags and the read-more link.
 */
export function PostCard({ post }: { post: WithImage<BlogPostSummary> }) {
  const english = longFormAttributes(post);
  return (
    <Card
      media={
        post.image && (
          <MediaPicture
            image={post.image}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="block aspect-[16/9] h-auto w-full bg-slate-100 object-cover"
          />
        )
      }
      // The title (a phrase) keeps the page's alignment; the excerpt (sentences) reads left to right as a block.
      title={<span {...english}>{post.title}</span>}
      footer={<ReadMore post={post} />}
    >
      <p className="text-sm text-slate-500">
        <bdi>
          <PostDate date={post.publishedAt} />
        </bdi>
        <span aria-hidden="true"> · </span>
        <bdi lang="en">{post.author}</bdi>
      </p>
      {post.isSample && (
        <p className="mt-2">
          <SamplePostBadge />
        </p>
      )}
      <p className="mt-3" {...english}>
        {post.excerpt}
      </p>
      <TagList tags={post.tags} />
    </Card>
  );
}

/**
 * Our own article opens here, in the same tab; a post published elsewhere opens its source in a new tab, without
 * giving that page a handle on this one (issue 9 item 5). The link says where it goes and that a tab opens.
 */
function ReadMore({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation("blog");
  if (post.sourceUrl === null) {
    return (
      <ArrowLink to={`/blog/${post.slug}`} context={post.title}>
        {t("postCard.readMore")}
      </ArrowLink>
    );
  }
  return (
    <a
      href={post.sourceUrl}
      target="_blank"
      rel="noopener noreferrer"
      // ArrowLink's look, with the external-link icon in place of its arrow.
      className={TEXT_LINK}
    >
      {t("postCard.readOn", { site: sourceSite(post.sourceUrl) })}
      <span className="sr-only">
        : <span lang="en">{post.title}</span> {t("links.newTab")}
      </span>
      <ExternalLink aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
    </a>
  );
}
