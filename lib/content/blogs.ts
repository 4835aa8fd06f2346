// The blog hub (/blogs): the three blog areas, the topics they cover and how to write for them.
// Its copy is blogs.json, checked and laid out by marketingPage.
import copy from "./blogs.json";
import { marketingPage } from "./page-copy";

export const BLOGS = marketingPage(copy);
