import type { ComponentPropsWithRef } from "react";
import { buttonVariants, type ButtonVariants } from "./button-variants";

type Props = ComponentPropsWithRef<"button"> & ButtonVariants;

/**
 * Button for the client components of content pages (navbar, footer, carousels, the blog's
 * filters): the same variants, but `className` is joined, not merged. tailwind-merge, which lets
 * Button's className override a variant, would add about 8 KB brotli to every page's JavaScript
 * (the budgets of tools/bench), so here className may only add what the variants leave unset
 * (take `plain`, size `none` or shape `none` to set it yourself). `type` defaults to "button".
 */
export function LightButton({ variant, size, shape, className, type = "button", ...props }: Props) {
  const look = buttonVariants({ variant, size, shape });
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />;
}
