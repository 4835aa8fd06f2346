// The summary that opens the table of figures under every chart of the operator area.
export const CHART_NUMBERS = "Show the numbers";
/** The first column of a weekly chart's table of figures. */
export const WEEK_OF = "Week of";
