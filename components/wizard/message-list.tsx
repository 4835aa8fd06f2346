/** The wizard's messages as a list, or nothing while there are none. */
export function MessageList({ messages, className }: { messages: string[]; className: string }) {
  if (messages.length === 0) return null;
  return (
    <ul className={className}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
