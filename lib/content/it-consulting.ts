// /it-consulting: the IT consulting home page (spec 000, "IT consulting home page"). Its copy is
// it-consulting.json, checked and laid out by marketingPage: "Our Services" on each slide names
// the service card it jumps to; the technologies are badges drawn with CSS (no logo images to
// download), their colours keeping white text at AA contrast.
import copy from "./it-consulting.json";
import { marketingPage } from "./page-copy";

export const IT_CONSULTING = marketingPage(copy, ["carousel-hero", "value-carousel", "flip-cards", "tech-carousel"]);
