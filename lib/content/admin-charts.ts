// The summary that opens the table of figures under every chart of the operator area.
export const CHART_NUMBERS = "Show the numbers";
