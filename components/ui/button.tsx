import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";

/** The site's buttons, by intent and size; a link that looks like a button (ButtonLink) takes the same variants. */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:opacity-90",
        outline: "border border-border text-foreground hover:bg-muted",
        danger: "border border-danger text-danger hover:bg-muted",
        destructive: "bg-danger text-background hover:opacity-90",
        ghost: "text-foreground hover:bg-muted",
        link: "p-0 font-medium text-primary underline underline-offset-2 hover:no-underline",
        /** No colours of its own: a menu's item, a disclosure, the chat's buttons (its own theme). */
        plain: "",
      },
      /** `icon`: a square for an icon and its hidden name; `none`: the caller's padding or none. */
      size: { sm: "px-3 py-1.5 text-sm", md: "px-4 py-2", lg: "px-5 py-3", icon: "h-10 w-10", none: "" },
    },
    compoundVariants: [{ variant: "link", className: "px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

type Props = ComponentPropsWithRef<"button"> & ButtonVariants;

/** A button of the kit; `type` defaults to "button", so only a form's send button says `type="submit"`. */
export function Button({ variant, size, className, type = "button", ...props }: Props) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
