// lucide-react draws every icon through its Icon, a client component: an icon a server component
// draws with it is a client reference too, so lucide-react's runtime (about 3 KB brotli) reaches
// the page's JavaScript and the icon's path data its RSC payload. Server components draw lucide's
// icons from the icon sprite (components/ui/icon-sprite.tsx), the controls that ship with every page get
// theirs as props (components/ui/control-icons.tsx), and lucide-react is imported only by client
// modules that nothing imports statically but each other: a group loaded lazily (the chat panel,
// on the first interest in the chat toggle).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = [...sourceFiles("app"), ...sourceFiles("components")];
const text = new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")]));
const isClient = (file: string) => /^\s*["']use client["']/.test(text.get(file) ?? "");
const importsLucide = (file: string) => /from\s+["']lucide-react["']/.test(text.get(file) ?? "");

/** The files `file` imports statically (`from "..."`), resolved to paths under the project. */
function staticImports(file: string): string[] {
  const specifiers = [...(text.get(file) ?? "").matchAll(/^\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/gms)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(file), specifier) : null;
    if (base === null) return [];
    return [`${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx")].filter((candidate) => text.has(candidate));
  });
}

describe("lucide-react on the client", () => {
  const lucideClients = files.filter(importsLucide);

  it("is imported by client modules that only lazily loaded modules reach", () => {
    const importers = files.filter((file) => staticImports(file).some((target) => lucideClients.includes(target)));
    const eager = importers.filter((file) => !lucideClients.includes(file));
    expect(eager).toEqual([]);
    // The chat panel and its messages: the only such group today; the toggle loads it with import().
    expect(lucideClients.filter((file) => !isClient(file))).toEqual([]);
    expect(lucideClients.sort()).toEqual(["components/chat/chat-message.tsx", "components/chat/chat-panel.tsx"]);
    expect(text.get("components/chat/chat-assistant.tsx")).toMatch(/import\("\.\/chat-panel"\)/);
  });

  it("is not imported by the icons server components draw, nor by the controls every page ships", () => {
    for (const file of [
      "components/ui/icon.tsx",
      "components/ui/server-icons.tsx",
      "components/ui/control-icons.tsx",
      "components/layout/navbar.tsx",
      "components/layout/footer.tsx",
      "components/ui/rotator.tsx",
      "components/chat/chat-assistant.tsx",
    ]) {
      expect([file, ...staticImports(file)].filter(importsLucide), file).toEqual([]);
    }
  });
});
