// The Partnership page (/partner). The four model names are the options of the partnership
// form's partnershipType field and keep its spelling (Equity, Solution, referral, Affiliate).
// Its copy is partner.json, checked and laid out by marketingPage.
import { marketingPage } from "./page-copy";
import copy from "./partner.json";

export const PARTNER = marketingPage(copy);
