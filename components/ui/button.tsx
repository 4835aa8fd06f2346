import { buttonVariants, type ButtonVariants } from "./button-variants";
import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";

export { buttonVariants, type ButtonVariants } from "./button-variants";

type Props = ComponentPropsWithRef<"button"> & ButtonVariants;

/** A button of the kit; `type` defaults to "button", so only a form's send button says `type="submit"`. */
export function Button({ variant, size, shape, className, type = "button", ...props }: Props) {
  return <button type={type} className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />;
}
