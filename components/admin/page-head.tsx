import type { ReactNode } from "react";

/** An operator page's heading and introduction, with what belongs under them (the page's notices). */
export function PageHead({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="space-y-3">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="max-w-3xl text-muted-foreground">{intro}</p>
      {children}
    </div>
  );
}
