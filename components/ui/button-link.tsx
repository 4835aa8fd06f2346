import clsx from "clsx";
import Link from "next/link";
import type { ReactNode } from "react";

/** `prefetch={false}` for links to pages whose JavaScript is heavy (the wizards), as in the navbar. */
type Props = { href: string; variant?: "primary" | "outline"; children: ReactNode; className?: string; prefetch?: false };

export function ButtonLink({ href, variant = "primary", children, className, prefetch }: Props) {
  return (
    <Link
      href={href}
      prefetch={prefetch}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold",
        variant === "primary"
          ? "bg-primary text-primary-foreground hover:opacity-90"
          : "border border-border text-foreground hover:bg-muted",
        className,
      )}
    >
      {children}
    </Link>
  );
}
