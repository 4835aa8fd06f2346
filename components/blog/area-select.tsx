import type { ComponentPropsWithRef } from "react";
import { SelectField } from "@/components/ui/select-field";
import { BLOG_AREA_COPY } from "@/lib/content/blog";
import { BLOG_AREA_KEYS } from "@/lib/content/blog-areas";

type Props = Omit<ComponentPropsWithRef<"select">, "children"> & { id: string; label: string };

const AREAS = BLOG_AREA_KEYS.map((key) => ({ value: key, label: BLOG_AREA_COPY[key].name }));

/** The blog a post is for, by the areas' names: in the operator's editor and the writer's workspace. */
export function AreaSelect(props: Props) {
  return <SelectField options={AREAS} {...props} />;
}
