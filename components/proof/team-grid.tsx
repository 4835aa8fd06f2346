import { TEAM_TEXT } from "@/lib/content/proof";
import type { TeamCard } from "@/lib/features/proof/queries";
import { ProofImage } from "./proof-image";

/** The published team: photo, name, role, a short bio and, when given, a link to their profile. */
export function TeamGrid({ items }: { items: TeamCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((member) => (
        <li
          key={member.id}
          className="flex flex-col items-center rounded-xl border border-border bg-background p-6 text-center"
        >
          {member.image && (
            <ProofImage
              image={member.image}
              alt={TEAM_TEXT.photoAlt(member.name)}
              sizes="photo"
              className="h-32 w-32 rounded-full object-cover"
            />
          )}
          <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
          <p className="text-sm font-medium text-primary">{member.role}</p>
          <p className="mt-2 text-muted-foreground">{member.bio}</p>
          {member.profileUrl && (
            <a
              href={member.profileUrl}
              rel="noopener noreferrer"
              className="mt-3 font-semibold text-primary underline-offset-2 hover:underline"
            >
              {TEAM_TEXT.profile(member.name)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
