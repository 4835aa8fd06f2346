import { BLOG_AREA_COPY } from "@/lib/content/blog";
import { authorPath } from "@/lib/content/blog-areas";
import { BLOG_AUTHORS_TEXT } from "@/lib/content/admin-blog";
import type { AuthorListing } from "@/lib/features/blog/authors";
import { AUTHOR_BIO_MAX } from "@/lib/validation/blog-author";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control-class";

/** One plain form per author (it works without JavaScript): their bio, saved with a redirect back here. */
export function AuthorBios({ authors }: { authors: AuthorListing[] }) {
  if (authors.length === 0) return <p>{BLOG_AUTHORS_TEXT.empty}</p>;
  return (
    <ul className="space-y-6">
      {authors.map((author) => (
        <li key={author.slug} className="rounded-xl border border-border p-5">
          <h2 className="text-xl font-semibold break-words">{author.name}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {BLOG_AUTHORS_TEXT.posts(author.posts)}
            {author.areas.map((area) => (
              <span key={area}>
                {" · "}
                <a href={authorPath(area, author.slug)} className="text-primary underline">
                  {BLOG_AUTHORS_TEXT.pageLink(BLOG_AREA_COPY[area].name)}
                </a>
              </span>
            ))}
          </p>
          <form method="post" action="/api/admin/blog-authors" className="mt-4 space-y-3">
            <input type="hidden" name="slug" value={author.slug} />
            <div>
              <label htmlFor={`bio-${author.slug}`} className="block font-medium">
                {BLOG_AUTHORS_TEXT.bio(author.name)}
              </label>
              <p id={`bio-${author.slug}-hint`} className="text-sm text-muted-foreground">
                {BLOG_AUTHORS_TEXT.bioHint(AUTHOR_BIO_MAX)}
              </p>
              <textarea
                id={`bio-${author.slug}`}
                name="bio"
                rows={3}
                maxLength={AUTHOR_BIO_MAX}
                defaultValue={author.bio ?? ""}
                aria-describedby={`bio-${author.slug}-hint`}
                className={controlClass}
              />
            </div>
            <Button type="submit">
              {BLOG_AUTHORS_TEXT.save}
              <span className="sr-only"> ({author.name})</span>
            </Button>
          </form>
        </li>
      ))}
    </ul>
  );
}
