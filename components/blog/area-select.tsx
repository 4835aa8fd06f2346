import type { ComponentPropsWithRef } from "react";
import { BLOG_AREA_COPY } from "@/lib/content/blog";
import { BLOG_AREA_KEYS } from "@/lib/content/blog-areas";

type Props = ComponentPropsWithRef<"select"> & { id: string; label: string };

/** The blog a post is for, by the areas' names: in the operator's editor and the writer's workspace. */
export function AreaSelect({ id, label, ...props }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select id={id} className="mt-1 block w-full rounded-md border border-border bg-background px-3 py-2" {...props}>
        {BLOG_AREA_KEYS.map((key) => (
          <option key={key} value={key}>
            {BLOG_AREA_COPY[key].name}
          </option>
        ))}
      </select>
    </div>
  );
}
