"use client";

import Script from "next/script";
import { useRef } from "react";
import { AUTH_COPY } from "@/lib/content/auth";
import { send } from "@/lib/client/send";
import { showServerError } from "./notify";

type GoogleId = {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: "popup";
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

/** Google's own button (Google Identity Services); the ID token it hands back is verified on our server. */
export function GoogleButton({ clientId, next }: { clientId: string; next: string }) {
  const container = useRef<HTMLDivElement>(null);

  async function onCredential(response: { credential?: string }) {
    if (!response.credential) return;
    const result = await send<{ next: string }>("/api/auth/google", { credential: response.credential, next });
    if (result.ok) window.location.assign(result.data.next);
    else showServerError(result.error);
  }

  function render() {
    const id = window.google?.accounts.id;
    if (!id || !container.current) return;
    id.initialize({ client_id: clientId, callback: (response) => void onCredential(response), ux_mode: "popup" });
    id.renderButton(container.current, {
      type: "standard",
      theme: "outline",
      size: "large",
      text: "continue_with",
      shape: "rectangular",
      width: 320,
    });
  }

  return (
    <>
      <Script src="https://accounts.google.com/gsi/client" strategy="afterInteractive" onReady={render} />
      <div ref={container} role="group" aria-label={AUTH_COPY.login.google} className="flex min-h-11 justify-center" />
    </>
  );
}
