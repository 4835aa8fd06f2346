import type { ComponentPropsWithRef } from "react";
import { LightButton } from "@/components/ui/light-button";
import type { ButtonVariants } from "@/components/ui/button-variants";

type Props = ComponentPropsWithRef<"button"> & Pick<ButtonVariants, "variant">;

/** A wizard step's Back, Next or Submit: the kit's large button, a little wider. */
export function StepButton(props: Props) {
  return <LightButton {...props} size="none" className="gap-2 px-6 py-3" />;
}
