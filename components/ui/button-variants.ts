import { variants, type PickedOf } from "./variants";

// Every class of a look sits in one variant, none in the base: a `plain` button with no size and no
// shape carries no class at all, so LightButton can add classes without any to override.
export const FRAME = "inline-flex items-center justify-center font-semibold";
/** A link's look but its weight (the wizards' "change answers" is bold). */
export const LINK = "inline-flex items-center text-primary underline underline-offset-2 hover:no-underline";

/** The site's buttons, by intent, size and shape; a link that looks like a button (ButtonLink) takes the same variants. */
export const buttonVariants = variants("disabled:cursor-not-allowed disabled:opacity-60", {
  variants: {
    variant: {
      primary: `${FRAME} bg-primary text-primary-foreground hover:opacity-90`,
      outline: `${FRAME} border border-border text-foreground hover:bg-muted`,
      danger: `${FRAME} border border-danger text-danger hover:bg-muted`,
      destructive: `${FRAME} bg-danger text-background hover:opacity-90`,
      ghost: `${FRAME} text-foreground hover:bg-muted`,
      link: `${LINK} font-medium`,
      /** No look of its own: a menu's item, a disclosure, the chat's buttons (its own theme). */
      plain: "",
    },
    /** `icon`: a square for an icon and its hidden name; `none`: the caller's padding or none. */
    size: {
      sm: "gap-2 px-3 py-1.5 text-sm",
      md: "gap-2 px-4 py-2",
      lg: "gap-2 px-5 py-3",
      icon: "h-10 w-10",
      none: "",
    },
    shape: { rounded: "rounded-md", pill: "rounded-full", square: "rounded", none: "" },
  },
  compoundVariants: [{ variant: "link", className: "px-0 py-0" }],
  defaultVariants: { variant: "primary", size: "md", shape: "rounded" },
});

export type ButtonVariants = PickedOf<typeof buttonVariants>;

/** A button with no look of the kit, whose classes the caller gives (a menu's item, the chat's themed buttons). */
export const bare = { variant: "plain", size: "none", shape: "none" } as const;
