// A post written in the writer's workspace (/account/posts): the Create a Blog form's title,
// content and author rules and the blog it is for (the editor's fields), and for the handler
// whether it is saved or sent for review. Its contact details come from the account.
import { z } from "zod/mini";
import { BLOG_AREA_KEYS } from "@/lib/content/blog-areas";
import { authorNameField, blogContentField, blogTitleField } from "./blog";

export const WRITER_INTENTS = ["save", "submit"] as const;
export type WriterIntent = (typeof WRITER_INTENTS)[number];

export const blogDraftFieldsSchema = z.object({
  area: z.enum(BLOG_AREA_KEYS, { error: "Choose the blog this post is for" }),
  blogTitle: blogTitleField(),
  blogContent: blogContentField(),
  authorName: authorNameField(),
});

export const blogDraftSchema = z.extend(blogDraftFieldsSchema, {
  intent: z.enum(WRITER_INTENTS, { error: "Say whether to save or submit the post" }),
});

export type BlogDraftFields = z.infer<typeof blogDraftFieldsSchema>;
export type BlogDraftValues = z.input<typeof blogDraftFieldsSchema>;
export type BlogDraft = z.infer<typeof blogDraftSchema>;
