import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as apiCreateBlog } from "@/app/api/create-blog/route";
import { POST as apiSubmitBlog } from "@/app/api/submit-blog/route";
import { POST as createBlog } from "@/app/create-blog/route";
import { POST as submitBlog } from "@/app/submit-blog/route";
import { PostArticle } from "@/components/blog/post-article";
import { getPublishedPost } from "@/lib/features/blog/queries";
import { BLOG_SUBMITTED_MESSAGE } from "@/lib/content/blog";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { blogFields, db, makeImage, postBlog } from "./support/blog";
import { filesOnDisk, storedBytes } from "./support/wizard";
import { resetEachTest } from "./support/reset";

const TYPE_MESSAGE = "Only JPEG, PNG and WebP images are allowed.";
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(300)]);

resetEachTest("blog");

describe("POST /create-blog and /submit-blog", () => {
  it.each([
    ["/create-blog", createBlog],
    ["/api/create-blog", apiCreateBlog],
    ["/submit-blog", submitBlog],
    ["/api/submit-blog", apiSubmitBlog],
  ])("%s stores the post as pending with its area, submitter and consent address, and answers { message }", async (_path, handler) => {
    const fields = blogFields();
    const { status, body } = await postBlog(handler, fields);
    expect(status).toBe(201);
    expect(body).toEqual({ message: BLOG_SUBMITTED_MESSAGE });
    const row = await db.blogPost.findFirstOrThrow({ where: { email: fields.email } });
    expect(row).toMatchObject({
      area: "recruitment",
      slug: "hiring-your-first-data-analyst",
      status: "pending",
      publishedAt: null,
      title: fields.blogTitle,
      body: fields.blogContent,
      authorName: "Asha Gupta",
      fullName: "Asha Gupta",
      phoneNumber: "+919876543210",
      socialMediaProfile: "https://www.linkedin.com/in/asha",
      imageKey: null,
    });
    expect(row.consentIp).toMatch(/^10\.2\./);
    expect(await getPublishedPost("recruitment", row.slug)).toBeNull();
  });

  it("queues the 'under review' mail to the submitter, echoing none of the post, and the operator's notice", async () => {
    const fields = blogFields({ blogTitle: "Spam <a href='https://evil.example'>click</a>" });
    await postBlog(createBlog, fields);
    const mails = await db.outboxMail.findMany({ orderBy: { kind: "asc" } });
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ["blog-notify", expect.any(String)],
      ["blog-received", fields.email],
    ]);
    const received = await renderOutboxMail("blog-received", fields.email ?? "", JSON.parse(mails[1]?.payload ?? "{}") as Record<string, unknown>);
    expect(received.subject).toBe("Your blog post is under review");
    expect(received.text).toContain("under review");
    expect(received.text).not.toContain("evil.example");
    const notice = await renderOutboxMail("blog-notify", "operator@example.com", JSON.parse(mails[0]?.payload ?? "{}") as Record<string, unknown>);
    expect(notice.html).toContain("&lt;a href=");
  });

  it("takes the area from the create_blog page that sent it when the old front end sends none", async () => {
    await postBlog(submitBlog, blogFields({ area: undefined, email: "digital@example.com" }), undefined, {
      referer: "http://localhost:3000/digital-blog/create_blog",
    });
    await postBlog(submitBlog, blogFields({ area: undefined, email: "none@example.com" }));
    expect((await db.blogPost.findFirstOrThrow({ where: { email: "digital@example.com" } })).area).toBe("digital");
    expect((await db.blogPost.findFirstOrThrow({ where: { email: "none@example.com" } })).area).toBe("business");
  });

  it("gives a second post with the same title its own slug", async () => {
    await postBlog(createBlog, blogFields());
    await postBlog(createBlog, blogFields());
    const slugs = (await db.blogPost.findMany()).map((row) => row.slug);
    expect(slugs).toHaveLength(2);
    expect(new Set(slugs).size).toBe(2);
    expect(slugs.every((slug) => slug.startsWith("hiring-your-first-data-analyst"))).toBe(true);
  });

  it("answers missing fields with 422: { errors: [{ msg }] } on /create-blog, { error } on /submit-blog", async () => {
    const fields = blogFields({ blogTitle: undefined, email: undefined, phoneNumber: "" });
    const variant2 = await postBlog(createBlog, fields);
    expect(variant2.status).toBe(422);
    expect(Object.keys(variant2.body)).toEqual(["errors"]);
    expect(variant2.body.errors).toEqual([
      { field: "blogTitle", msg: "Blog title is required" },
      { field: "email", msg: "Email is required" },
      { field: "phoneNumber", msg: "Phone Number is required" },
    ]);
    const variant1 = await postBlog(submitBlog, fields);
    expect(variant1.status).toBe(422);
    expect(variant1.body.error).toBe("Some details need fixing.");
    expect(await db.blogPost.count()).toBe(0);
  });

  it("answers a failure that is not about fields with a one-item errors list on /create-blog", async () => {
    const { status, body } = await postBlog(createBlog, blogFields(), undefined, { origin: "https://evil.example" });
    expect(status).toBe(403);
    expect(body).toEqual({ errors: [{ msg: "This request is not allowed." }] });
    const json = await createBlog(
      new Request("http://localhost:3000/create-blog", { method: "POST", headers: { host: "localhost:3000", "content-type": "application/json" }, body: "{}" }),
      undefined,
    );
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ errors: [{ msg: "Please send the form as multipart/form-data." }] });
  });

  it.each(["jpeg", "png", "webp"] as const)("re-encodes a %s image to WebP no wider than 1600 px and stores it with the pending post", async (format) => {
    const fields = blogFields();
    const { status } = await postBlog(createBlog, fields, { name: `cover.${format}`, bytes: await makeImage(format, 2400, 1200), type: "text/plain" });
    expect(status).toBe(201);
    const row = await db.blogPost.findFirstOrThrow({ where: { email: fields.email } });
    expect(row.imageKey).toMatch(/^blog\/[0-9a-f-]{36}\.webp$/);
    expect([row.imageWidth, row.imageHeight]).toEqual([1600, 800]);
    const stored = await storedBytes(row.imageKey);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 1600, height: 800 });
    // Narrower copies for srcset sit beside it, each a WebP of its width.
    const name = row.imageKey?.slice("blog/".length) ?? "";
    expect(filesOnDisk()).toEqual([`blog-w1200/${name}`, `blog-w400/${name}`, `blog-w800/${name}`, row.imageKey]);
    for (const width of [400, 800, 1200]) {
      expect(await sharp(await storedBytes(`blog-w${width}/${name}`)).metadata()).toMatchObject({ format: "webp", width, height: width / 2 });
    }
  });

  it("keeps a small image at its own size", async () => {
    const fields = blogFields();
    await postBlog(createBlog, fields, { name: "small.png", bytes: await makeImage("png", 300, 200) });
    const row = await db.blogPost.findFirstOrThrow({ where: { email: fields.email } });
    expect(row).toMatchObject({ imageWidth: 300, imageHeight: 200 });
    expect(filesOnDisk()).toEqual([row.imageKey]);
  });

  it.each([
    ["an SVG", "cover.svg", SVG, "image/svg+xml"],
    ["an executable renamed cover.png", "cover.png", ELF, "image/png"],
    ["a GIF", "cover.gif", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "image/gif"],
    [
      "a PNG signature followed by garbage",
      "cover.png",
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]),
      "image/png",
    ],
    ["a PDF named cover.jpg", "cover.jpg", Buffer.from("%PDF-1.4\n%%EOF"), "image/jpeg"],
  ])("refuses %s with 415 in both shapes, stores nothing and leaves no file", async (_label, name, bytes, type) => {
    const variant2 = await postBlog(createBlog, blogFields(), { name, bytes, type });
    expect(variant2).toEqual({ status: 415, body: { errors: [{ msg: TYPE_MESSAGE }] } });
    const variant1 = await postBlog(submitBlog, blogFields(), { name, bytes, type });
    expect(variant1).toEqual({ status: 415, body: { error: TYPE_MESSAGE } });
    expect(await db.blogPost.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses an image over 5 MB with 413 while streaming, and leaves no file", async () => {
    const jpeg = await makeImage("jpeg");
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const variant2 = await postBlog(createBlog, blogFields(), { name: "big.jpg", bytes: big });
    expect(variant2).toEqual({ status: 413, body: { errors: [{ msg: "The image is larger than 5 MB." }] } });
    const variant1 = await postBlog(submitBlog, blogFields(), { name: "big.jpg", bytes: big });
    expect(variant1).toEqual({ status: 413, body: { error: "The image is larger than 5 MB." } });
    expect(await db.blogPost.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses a second file or a file under another name", async () => {
    const png = await makeImage("png");
    expect((await postBlog(createBlog, blogFields(), { field: "avatar", name: "a.png", bytes: png })).status).toBe(400);
    expect(await db.blogPost.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("does not decode the image of a submission whose fields are invalid", async () => {
    const { status } = await postBlog(createBlog, blogFields({ email: "bad" }), { name: "cover.svg", bytes: SVG });
    expect(status).toBe(422);
    expect(filesOnDisk()).toEqual([]);
  });

  it("stores script payloads as plain text and renders them inert on the post page", async () => {
    const fields = blogFields({
      blogTitle: "<script>alert('title')</script>",
      blogContent: '<img src=x onerror="alert(\'body\')"> and a <a href="javascript:alert(1)">link</a>\n\n<script>document.cookie</script> is just text here.',
      authorName: "<b onmouseover=alert(2)>Mallory</b>",
    });
    expect((await postBlog(createBlog, fields)).status).toBe(201);
    const row = await db.blogPost.findFirstOrThrow({ where: { email: fields.email } });
    expect(row.title).toBe(fields.blogTitle);
    expect(row.slug).toBe("script-alert-title-script");
    await db.blogPost.update({ where: { id: row.id }, data: { status: "published", publishedAt: new Date() } });
    const post = await getPublishedPost("recruitment", row.slug);
    const html = renderToStaticMarkup(createElement(PostArticle, { post: post ?? (undefined as never) }));
    // No element of the submission's making: no script, img or b tag, no on* attribute, no javascript: link.
    expect(html).not.toMatch(/<(script|img|b)[\s>]|<[a-z]+[^>]*\son\w+=|href="javascript:/i);
    expect(html).toContain("&lt;script&gt;alert(&#x27;title&#x27;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(&#x27;body&#x27;)&quot;&gt;");
    // The author's name is the text of the link to their page, whose slug keeps only letters and digits.
    expect(html).toMatch(
      /written by <a [^>]*href="\/recruitment-blog\/authors\/b-onmouseover-alert-2-mallory-b">&lt;b onmouseover=alert\(2\)&gt;Mallory&lt;\/b&gt;<\/a>/,
    );
    expect(html.match(/<p class="whitespace-pre-line/g)).toHaveLength(2);
  });

  it("limits submissions per e-mail address", async () => {
    const email = "prolific@example.com";
    for (let i = 0; i < 5; i++) expect((await postBlog(createBlog, blogFields({ email }))).status).toBe(201);
    const limited = await postBlog(createBlog, blogFields({ email }));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ errors: [{ msg: "Too many requests. Please wait a moment and try again." }] });
  });
});
