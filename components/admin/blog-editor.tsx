import { BLOG_EDITOR_TEXT as T } from "@/lib/content/admin-blog";
import { AreaSelect } from "@/components/blog/area-select";
import { BLOG_KEYWORDS, type BlogArea } from "@/lib/content/blog-areas";
import { COMPANY } from "@/lib/content/site";
import { BLOG_IMAGE_TYPES, BLOG_LIMITS } from "@/lib/validation/blog";
import { COVER_FIELD, keywordFieldName } from "@/lib/validation/blog-editor";
import { ANNOUNCE_TEXT } from "@/lib/content/campaign-schedule";
import { AnnounceOnPublish, type OperatorZone } from "./announce-fields";
import { Button } from "@/components/ui/button";
import { Labelled } from "@/components/ui/labelled";
import { UploadForm } from "@/components/ui/upload-form";
import { controlClass } from "@/components/ui/control-class";

export type EditablePost = {
  id: string;
  version: string;
  title: string;
  body: string;
  authorName: string;
  keywords: string[];
  popular: boolean;
  hasCover: boolean;
};

/** Keywords, the popular flag and the cover: in the editor and in a submission's publish form. */
export function BlogTagFields({
  keywords,
  popular,
  hasCover,
}: {
  keywords: readonly string[];
  popular: boolean;
  hasCover: boolean;
}) {
  return (
    <>
      <fieldset aria-describedby="post-keywords-hint">
        <legend className="font-medium">{T.keywords}</legend>
        <p id="post-keywords-hint" className="text-sm text-muted-foreground">
          {T.keywordsHint}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {BLOG_KEYWORDS.map((keyword, index) => (
            <label key={keyword} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={keywordFieldName(index)}
                value={keyword}
                defaultChecked={keywords.includes(keyword)}
                className="h-4 w-4"
              />
              {keyword}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="popular" defaultChecked={popular} className="h-4 w-4" />
        {T.popular}
      </label>
      <div>
        <label htmlFor="post-cover" className="block font-medium">
          {T.cover}
        </label>
        <p id="post-cover-hint" className="text-sm text-muted-foreground">
          {hasCover ? T.coverReplaces : T.coverHint}
        </p>
        <input
          id="post-cover"
          name={COVER_FIELD}
          type="file"
          accept={BLOG_IMAGE_TYPES.join(",")}
          aria-describedby="post-cover-hint"
          className={controlClass}
        />
      </div>
    </>
  );
}

function TextField({
  id,
  name,
  label,
  defaultValue,
  maxLength,
  minLength,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  maxLength: number;
  minLength?: number;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        required
        minLength={minLength}
        maxLength={maxLength}
        defaultValue={defaultValue}
        className={controlClass}
      />
    </div>
  );
}

/** A new post (`post` absent: the area is chosen here, and it can be announced) or an existing one: a plain multipart form post. */
export function BlogEditor({
  post,
  area,
  announce,
}: {
  post?: EditablePost;
  area?: BlogArea;
  announce?: OperatorZone;
}) {
  return (
    <UploadForm
      action={post ? `/api/admin/blog-posts/${post.id}` : "/api/admin/blog-posts"}
      className="max-w-3xl space-y-5"
    >
      {post && <input type="hidden" name="action" value="save" />}
      {post && <input type="hidden" name="version" value={post.version} />}
      <TextField
        id="post-title"
        name="title"
        label={T.title}
        defaultValue={post?.title ?? ""}
        minLength={BLOG_LIMITS.titleMin}
        maxLength={BLOG_LIMITS.titleMax}
      />
      {!post && <AreaSelect id="post-area" name="area" label={T.area} defaultValue={area ?? "business"} />}
      <TextField
        id="post-author"
        name="authorName"
        label={T.authorName}
        defaultValue={post?.authorName ?? COMPANY.name}
        maxLength={BLOG_LIMITS.nameMax}
      />
      <Labelled id="post-body" label={T.body} hint={T.bodyHint}>
        <textarea
          id="post-body"
          name="body"
          rows={14}
          required
          minLength={BLOG_LIMITS.contentMin}
          maxLength={BLOG_LIMITS.contentMax}
          aria-describedby="post-body-hint"
          defaultValue={post?.body ?? ""}
          className={controlClass}
        />
      </Labelled>
      <BlogTagFields
        keywords={post?.keywords ?? []}
        popular={post?.popular ?? false}
        hasCover={post?.hasCover ?? false}
      />
      {!post && announce && <AnnounceOnPublish areaTitle={ANNOUNCE_TEXT.chosenArea} {...announce} />}
      <Button type="submit">{post ? T.save : T.publish}</Button>
    </UploadForm>
  );
}
