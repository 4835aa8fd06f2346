import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button-variants";
import { variants } from "./variants";

// The order class-variance-authority gave for the same calls, before this helper replaced it; the
// looks are now the short classes of app/globals.css (its utilities were the same, written out).
describe("variants", () => {
  it("gives the button's base, then each choice's classes in order, then the compounds'", () => {
    expect(buttonVariants()).toBe("btn btn-primary gap-2 px-4 py-2 rounded-md");
    expect(buttonVariants({ variant: "link", size: "sm" })).toBe(
      "btn inline-flex items-center text-primary underline underline-offset-2 hover:no-underline font-medium gap-2 px-3 py-1.5 text-sm rounded-md px-0 py-0",
    );
    expect(buttonVariants({ variant: "outline", size: "icon", shape: "pill" })).toBe(
      "btn btn-outline h-10 w-10 rounded-full",
    );
  });

  it("leaves out an empty choice, and a null pick takes no default", () => {
    expect(buttonVariants({ variant: "plain", size: "none", shape: "none" })).toBe("btn");
    expect(buttonVariants({ variant: null })).toBe("btn gap-2 px-4 py-2 rounded-md");
  });

  it("picks a `true` key with true and a number key with its number", () => {
    const look = variants("base", {
      variants: { focusable: { true: "ring" }, columns: { 4: "four", 5: "five" } },
      compoundVariants: [{ focusable: true, columns: 5, className: "both" }],
    });
    expect(look()).toBe("base");
    expect(look({ focusable: true, columns: 4 })).toBe("base ring four");
    expect(look({ focusable: false, columns: 5 })).toBe("base five");
    expect(look({ focusable: true, columns: 5 })).toBe("base ring five both");
  });
});
