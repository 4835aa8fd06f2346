import type { ReactNode } from "react";
import { Button, type ButtonVariants } from "./button";

type Props = {
  /** The handler the form posts to. */
  action: string;
  /** The mailed token the handler acts on. */
  token: string;
  /** Other hidden fields; an undefined value leaves its field out. */
  fields?: Record<string, string | undefined>;
  label: ReactNode;
} & Pick<ButtonVariants, "variant" | "size">;

/** One button that posts a mailed link's token (confirm, unsubscribe, pause): works without JavaScript. */
export function TokenForm({ action, token, fields = {}, label, variant, size }: Props) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="token" value={token} />
      {Object.entries(fields).map(
        ([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <Button type="submit" variant={variant} size={size}>
        {label}
      </Button>
    </form>
  );
}
