import clsx, { type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Class names joined, with a later Tailwind utility winning over an earlier one of its kind (`px-4` over `px-5`). */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
