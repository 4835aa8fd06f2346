/** Short items shown as pills: industries served, role titles. */
export function TagList({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-border bg-background px-4 py-2 font-medium">
          {item}
        </li>
      ))}
    </ul>
  );
}
