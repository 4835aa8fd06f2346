/**
 * schema.org data as a JSON-LD script. `<` is written as \u003c, so no value (a post's title, an
 * author's name) can close the script element or open a comment; JSON parsers read it back as `<`.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
