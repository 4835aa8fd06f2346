// The Career page (/career): how job seekers apply and what happens next. Its copy is
// career.json, checked and laid out by marketingPage.
import copy from "./career.json";
import { marketingPage } from "./page-copy";

export const CAREER = marketingPage(copy);
