import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { COMPANY } from "@/lib/content/site";

type Props = { className?: string; iconClassName?: string; hours?: string };

/** The company's phone, e-mail and Kanpur address (and opening hours where given), as a list. */
export function ContactDetails({ className = "space-y-3 text-sm", iconClassName = "h-5 w-5 shrink-0", hours }: Props) {
  return (
    <ul className={className}>
      <li className="flex gap-3">
        <Phone aria-hidden className={iconClassName} />
        <a href={COMPANY.phoneHref} className="hover:underline">
          {COMPANY.phone}
        </a>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden className={iconClassName} />
        <a href={`mailto:${COMPANY.email}`} className="hover:underline">
          {COMPANY.email}
        </a>
      </li>
      <li className="flex gap-3">
        <MapPin aria-hidden className={iconClassName} />
        <address className="not-italic">
          {COMPANY.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </li>
      {hours && (
        <li className="flex gap-3">
          <Clock aria-hidden className={iconClassName} />
          <span>{hours}</span>
        </li>
      )}
    </ul>
  );
}
