import { TWO_FACTOR_COPY as copy } from "@/lib/content/two-factor";

/** The QR code (a data URL made on the server) and the same key as text, grouped for reading. */
export function TwoFactorEnrolment({ qrDataUrl, secretKey }: { qrDataUrl: string; secretKey: string }) {
  return (
    <div className="mb-6 space-y-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made per request: nothing for next/image to optimise */}
      <img src={qrDataUrl} alt={copy.qrAlt} width={240} height={240} className="mx-auto rounded bg-white" />
      <p className="text-sm font-medium" id="totp-key-label">
        {copy.keyLabel}
      </p>
      <code id="totp-key" aria-labelledby="totp-key-label" data-key={secretKey} className="block break-all rounded bg-muted p-2 text-center font-mono">
        {secretKey.match(/.{1,4}/g)?.join(" ")}
      </code>
    </div>
  );
}
