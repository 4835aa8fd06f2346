import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { buttonVariants, type ButtonVariants } from "./button";
import { cn } from "./cn";

type Props = { href: string; children: ReactNode; className?: string } & ButtonVariants;

export function ButtonLink({ href, variant = "primary", size = "lg", children, className }: Props) {
  return (
    <Link href={href} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </Link>
  );
}
