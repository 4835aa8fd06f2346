// The Business Consulting service page (/business-consulting). Its copy is
// business-consulting.json, checked and laid out by marketingPage.
import copy from "./business-consulting.json";
import { marketingPage } from "./page-copy";

export const BUSINESS_CONSULTING = marketingPage(copy);
