// Server wrapper that renders each service card's faces as HTML and hands them to the client
// FlipCard; only a page that passes it to MarketingPage ships the FlipCard's JavaScript.
import { Icon } from "@/components/ui/icon";
import type { FlipService } from "@/lib/content/marketing";
import { FlipCard } from "./flip-card";

export function ServiceFlipCards({ services, idOf }: { services: FlipService[]; idOf: (card: number) => string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service, index) => {
        const titleId = `${idOf(index + 1)}-title`;
        return (
          <li key={service.title}>
            <FlipCard
              id={idOf(index + 1)}
              titleId={titleId}
              front={
                <>
                  <Icon name={service.icon} className="h-10 w-10 text-primary" />
                  <h3 id={titleId} className="mt-4 text-xl font-semibold">
                    {service.title}
                  </h3>
                  <p className="mt-2 text-muted-foreground">{service.summary}</p>
                </>
              }
              back={
                <>
                  <p className="text-lg font-semibold">{service.title}</p>
                  <p className="mt-2">{service.description}</p>
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
