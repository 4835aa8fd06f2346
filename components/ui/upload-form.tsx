import type { ComponentPropsWithRef } from "react";

type Props = Omit<ComponentPropsWithRef<"form">, "method" | "action" | "encType"> & { action: string };

/**
 * A form that posts files: method post, multipart, to `action`. Without a script the browser sends it as
 * it is; a script may take the submit event and send the same FormData itself.
 */
export function UploadForm({ action, ...props }: Props) {
  return <form method="post" action={action} encType="multipart/form-data" {...props} />;
}
