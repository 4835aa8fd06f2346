// Every class a component names is drawn by the site's stylesheet: a Tailwind utility, or a class
// of app/globals.css (`nav-link`, `markdown-body`...). A class the stylesheet does not define styles
// nothing, silently: a misspelt utility, or a class whose rule was removed.
import fs from "node:fs";
import path from "node:path";
import { compile } from "@tailwindcss/node";
import { describe, expect, it } from "vitest";
import { buttonVariants, FRAME, LINK, type ButtonVariants } from "@/components/ui/button-variants";

const ROOT = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["components", "app"];
const SOURCE = /\.tsx?$/;

/** The classes of every `className="..."` written in the components and pages. */
function writtenClasses(): Set<string> {
  const classes = new Set<string>();
  for (const folder of FOLDERS) {
    for (const file of fs.readdirSync(path.join(ROOT, folder), { recursive: true })) {
      if (!SOURCE.test(String(file)) || String(file).includes(".test.")) continue;
      const text = fs.readFileSync(path.join(ROOT, folder, String(file)), "utf8");
      for (const [, list = ""] of text.matchAll(/className="([^"]*)"/g)) for (const name of list.split(/\s+/)) if (name) classes.add(name);
    }
  }
  return classes;
}

const VARIANTS = ["primary", "outline", "danger", "destructive", "ghost", "link", "plain"] as const;
const SIZES = ["sm", "md", "lg", "icon", "none"] as const;
const SHAPES = ["rounded", "pill", "square", "none"] as const;

/** Every class any button of the kit can carry. */
function buttonClasses(): Set<string> {
  const classes = new Set<string>([...FRAME.split(" "), ...LINK.split(" ")]);
  for (const variant of VARIANTS)
    for (const size of SIZES)
      for (const shape of SHAPES) for (const name of buttonVariants({ variant, size, shape } satisfies ButtonVariants).split(" ")) classes.add(name);
  return classes;
}

/** Whether `css` has a rule for the class `name`, as CSS writes it (Tailwind escapes `:`, `/`, `[`...). */
function defines(css: string, name: string): boolean {
  const selector = `.${name.replace(/[^\w-]/g, (character) => `\\${character}`)}`;
  for (let at = css.indexOf(selector); at !== -1; at = css.indexOf(selector, at + 1)) {
    // `.card` is not defined by `.card-x`: the name must end where the selector's identifier does.
    if (!/[\w-]/.test(css.charAt(at + selector.length))) return true;
  }
  return false;
}

describe("the classes the code names", () => {
  it("are each drawn by the stylesheet", async () => {
    const stylesheet = fs.readFileSync(path.join(ROOT, "app/globals.css"), "utf8");
    const compiler = await compile(stylesheet, { base: path.join(ROOT, "app"), onDependency: () => undefined });
    const named = [...writtenClasses(), ...buttonClasses()];
    const css = compiler.build(named);
    expect(named.length).toBeGreaterThan(300);
    expect(named.filter((name) => !defines(css, name))).toEqual([]);
  });

  it("would catch a class nobody defined", async () => {
    const compiler = await compile("@import 'tailwindcss';", { base: path.join(ROOT, "app"), onDependency: () => undefined });
    const css = `${compiler.build(["btn-primary-x", "px-4", "hover:bg-white"])} .btn-primary-x { color: red }`;
    expect(["px-4", "hover:bg-white", "btn-primary-x"].every((name) => defines(css, name))).toBe(true);
    expect(defines(css, "btn-primary")).toBe(false);
  });
});
