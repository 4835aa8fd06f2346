import type { ReactNode } from "react";

type Props = { notice?: ReactNode; error?: ReactNode };

/** What a page says after its form came back: what was done (a status), or what went wrong (an alert). */
export function NoticeLines({ notice, error }: Props) {
  return (
    <>
      {notice && (
        <p role="status" className="font-semibold text-success">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </>
  );
}
