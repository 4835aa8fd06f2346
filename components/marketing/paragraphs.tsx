/** Running text of a section, one `<p>` per entry. */
export function Paragraphs({ items }: { items: string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
