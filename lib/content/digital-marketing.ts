// The Digital Marketing service page (/digital-marketing). Its copy is digital-marketing.json,
// checked and laid out by marketingPage.
import copy from "./digital-marketing.json";
import { marketingPage } from "./page-copy";

export const DIGITAL_MARKETING = marketingPage(copy);
