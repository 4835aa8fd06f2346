import { LOGO_TEXT } from "@/lib/content/proof";
import type { LogoCard } from "@/lib/features/proof/queries";
import { ProofImage } from "./proof-image";

/** The published client logos, each linking to the client's site when one is given. */
export function LogoWall({ items }: { items: LogoCard[] }) {
  return (
    <ul className="grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((logo) => {
        const image = logo.image && (
          <ProofImage
            image={logo.image}
            alt={LOGO_TEXT.alt(logo.name)}
            sizes="logo"
            className="mx-auto h-16 w-auto max-w-full object-contain"
          />
        );
        return (
          <li
            key={logo.id}
            className="flex h-24 items-center justify-center rounded-lg border border-border bg-white p-3"
          >
            {logo.websiteUrl ? (
              <a href={logo.websiteUrl} rel="noopener noreferrer">
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
