/**
 * An operator page that has only a word to say: its heading, the message (an alert or a status)
 * and the link onward; a plain link, so the next page loads afresh.
 */
export function PageNotice({
  title,
  role,
  message,
  link,
}: {
  title: string;
  role: "alert" | "status";
  message: string;
  link: { href: string; label: string };
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p role={role}>{message}</p>
      <a href={link.href} className="font-semibold text-primary underline">
        {link.label}
      </a>
    </div>
  );
}
