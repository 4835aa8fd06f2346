import type { ComponentPropsWithRef } from "react";

/**
 * A form whose only handler takes the script's JSON (the wizards' steps, Create a Blog, the account
 * settings). Its method is "dialog": outside a dialog the browser then sends nothing, so without a
 * script its fields never travel by GET in the address; with one, the submit event still fires
 * (before the method is looked at) and the script sends the form.
 */
export function ScriptForm(props: Omit<ComponentPropsWithRef<"form">, "method" | "action">) {
  return <form method="dialog" {...props} />;
}
