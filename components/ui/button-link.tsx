import clsx from "clsx";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

type Props = { href: string; variant?: "primary" | "outline"; children: ReactNode; className?: string };

export function ButtonLink({ href, variant = "primary", children, className }: Props) {
  return (
    <Link
      href={href}
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
