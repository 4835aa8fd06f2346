// The About page's figures ("Our mission"): the operator edits them with the company details
// (lib/features/settings); a new install shows these, and the launch checklist asks for the claims
// among them to be replaced with the company's own.
export type AboutFigure = { value: string; label: string };

/** The figures a new install starts with; `sample`: a claim about the company that is not yet its own. */
const SHIPPED: ReadonlyArray<AboutFigure & { sample: boolean }> = [
  // True of every install: the site's four service lines.
  { value: "4", label: "service lines under one roof", sample: false },
  { value: "12", label: "industries we have worked in", sample: true },
  { value: "500+", label: "candidates placed with employers", sample: true },
  { value: "80+", label: "client organisations served", sample: true },
];

export const DEFAULT_ABOUT_FIGURES: AboutFigure[] = SHIPPED.map(({ value, label }) => ({ value, label }));

/** How many figures the About page shows at most (the form's slots). */
export const ABOUT_FIGURE_SLOTS = 4;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A shipped sample claim, value and label unchanged. */
export const isSampleFigure = (figure: AboutFigure) =>
  SHIPPED.some((shipped) => shipped.sample && same(shipped.value, figure.value) && same(shipped.label, figure.label));

/** "500+ candidates placed with employers": a figure as one line of text. */
export const figureText = (figure: AboutFigure) => `${figure.value} ${figure.label}`;
