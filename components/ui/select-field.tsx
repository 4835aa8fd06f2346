import { controlClass } from "./control-class";
import { cn } from "./cn";
import { SelectFrame, type SelectFieldProps } from "./light-select-field";

/** A labelled select with its hint and error tied to it, like FormField; `className` may override its look. */
export function SelectField({ className, ...props }: SelectFieldProps) {
  return <SelectFrame {...props} controlClassName={cn(controlClass, className)} />;
}
