// The company home page (/): the tagline and the four service lines. Its copy is home.json,
// checked and laid out by marketingPage.
import copy from "./home.json";
import { marketingPage } from "./page-copy";

export const HOME = marketingPage(copy);
