import type { ReactNode } from "react";
import { cn } from "./cn";

type Props = {
  notice?: ReactNode;
  error?: ReactNode;
  /** Space above each line, where they follow a heading's text. */
  space?: "mt-3";
  /** The alert in bold too, as the operator's record pages write it. */
  boldError?: boolean;
};

/** What a page says after its form came back: what was done (a status), or what went wrong (an alert). */
export function NoticeLines({ notice, error, space, boldError }: Props) {
  return (
    <>
      {notice && (
        <p role="status" className={cn(space, "font-semibold text-success")}>
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className={cn(space, boldError && "font-semibold", "text-danger")}>
          {error}
        </p>
      )}
    </>
  );
}
