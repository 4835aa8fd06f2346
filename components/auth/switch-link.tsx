import { Link } from "@/components/ui/link";
import { LINK_CLASS } from "./use-auth-post";

type Props = { question: string; href: string; label: string; className?: string };

/** "No account yet? Register": the line that sends a visitor from one account screen to its twin. */
export function SwitchLink({ question, href, label, className }: Props) {
  return (
    <p className={className}>
      {question}{" "}
      <Link href={href} className={LINK_CLASS}>
        {label}
      </Link>
    </p>
  );
}
