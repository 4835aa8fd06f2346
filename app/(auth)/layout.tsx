import type { ReactNode } from "react";

// Account screens stand alone: no navbar or footer (spec 001, 2.1).
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <main id="main" className="min-h-screen">{children}</main>;
}
