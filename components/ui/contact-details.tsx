import { Clock, Map, Mail, MapPin, MessageCircle, Phone } from "./server-icons";
import { CONTACT_LINKS } from "@/lib/content/admin-settings";
import { phoneHref, whatsappHref, type CompanyDetails } from "@/lib/content/site";

type Props = { details: CompanyDetails; className?: string; iconClassName?: string; hours?: string };

/** The company's phone, e-mail and address (with its map and WhatsApp links, and opening hours where given), as a list. */
export function ContactDetails({
  details,
  className = "space-y-3 text-sm",
  iconClassName = "h-5 w-5 shrink-0",
  hours,
}: Props) {
  return (
    <ul className={className}>
      <li className="flex gap-3">
        <Phone className={iconClassName} />
        <a href={phoneHref(details.phone)} className="hover:underline">
          {details.phone}
        </a>
      </li>
      {details.whatsapp && (
        <li className="flex gap-3">
          <MessageCircle className={iconClassName} />
          <a
            href={whatsappHref(details.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:underline"
          >
            {CONTACT_LINKS.whatsapp}
          </a>
        </li>
      )}
      <li className="flex gap-3">
        <Mail className={iconClassName} />
        <a href={`mailto:${details.email}`} className="hover:underline">
          {details.email}
        </a>
      </li>
      <li className="flex gap-3">
        <MapPin className={iconClassName} />
        <address className="not-italic">
          {details.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </li>
      {details.mapUrl && (
        <li className="flex gap-3">
          <Map className={iconClassName} />
          <a href={details.mapUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
            {CONTACT_LINKS.map}
          </a>
        </li>
      )}
      {hours && (
        <li className="flex gap-3">
          <Clock className={iconClassName} />
          <span>{hours}</span>
        </li>
      )}
    </ul>
  );
}
