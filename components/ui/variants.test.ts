import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button-variants";
import { variants } from "./variants";

// The classes class-variance-authority gave for the same calls, before this helper replaced it.
describe("variants", () => {
  it("gives the button's base, then each choice's classes in order, then the compounds'", () => {
    expect(buttonVariants()).toBe(
      "disabled:cursor-not-allowed disabled:opacity-60 inline-flex items-center justify-center font-semibold bg-primary text-primary-foreground hover:opacity-90 gap-2 px-4 py-2 rounded-md",
    );
    expect(buttonVariants({ variant: "link", size: "sm" })).toBe(
      "disabled:cursor-not-allowed disabled:opacity-60 inline-flex items-center text-primary underline underline-offset-2 hover:no-underline font-medium gap-2 px-3 py-1.5 text-sm rounded-md px-0 py-0",
    );
    expect(buttonVariants({ variant: "outline", size: "icon", shape: "pill" })).toBe(
      "disabled:cursor-not-allowed disabled:opacity-60 inline-flex items-center justify-center font-semibold border border-border text-foreground hover:bg-muted h-10 w-10 rounded-full",
    );
  });

  it("leaves out an empty choice, and a null pick takes no default", () => {
    expect(buttonVariants({ variant: "plain", size: "none", shape: "none" })).toBe(
      "disabled:cursor-not-allowed disabled:opacity-60",
    );
    expect(buttonVariants({ variant: null })).toBe(
      "disabled:cursor-not-allowed disabled:opacity-60 gap-2 px-4 py-2 rounded-md",
    );
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
