// The Create a Blog page: its heading and the form.
import type { Metadata } from "next";
import { createPath, type BlogArea } from "@/lib/content/blog-areas";
import { BLOG_AREA_COPY, CREATE_BLOG_TEXT } from "@/lib/content/blog";
import { pageMetadata } from "@/lib/core/page-metadata";
import { Link } from "@/components/ui/link";
import { WRITER_PATHS, WRITER_TEXT } from "@/lib/content/blog-writing";
import { CreateBlogForm } from "../create-blog-form";

export function createMetadata(area: BlogArea): Metadata {
  const copy = BLOG_AREA_COPY[area];
  return pageMetadata({
    path: createPath(area),
    title: `${CREATE_BLOG_TEXT.title}: ${copy.title}`,
    description: CREATE_BLOG_TEXT.intro(copy.name),
  });
}

export function CreateBlogPage({ area }: { area: BlogArea }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 id="create-blog-title" className="text-4xl font-bold tracking-tight">
        {CREATE_BLOG_TEXT.title}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{CREATE_BLOG_TEXT.intro(BLOG_AREA_COPY[area].name)}</p>
      <p className="mt-3 text-muted-foreground">
        {WRITER_TEXT.fromCreatePage}{" "}
        <Link href={`${WRITER_PATHS.new}?area=${area}`} className="font-semibold text-primary underline">
          {WRITER_TEXT.fromCreatePageLink}
        </Link>
      </p>
      <div className="mt-10">
        <CreateBlogForm area={area} />
      </div>
    </section>
  );
}
