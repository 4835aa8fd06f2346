import type { ReactNode } from "react";
import { PageHero } from "@/components/ui/page-hero";

type Props = { title: string; intro: string; status: string; children: ReactNode };

/** A page of the account's own records: hero, the outcome of the last action (a live region), the table. */
export function AccountListPage({ title, intro, status, children }: Props) {
  return (
    <>
      <PageHero title={title} text={intro} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <p role="status" className="mb-4 font-semibold text-success">
          {status}
        </p>
        {children}
      </div>
    </>
  );
}
