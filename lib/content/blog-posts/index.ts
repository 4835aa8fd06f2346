import { BUSINESS_POSTS } from "./business";
import { DIGITAL_POSTS } from "./digital";
import { RECRUITMENT_POSTS } from "./recruitment";
import type { SeedArea } from "./types";

export { seedImagePath, type SeedArea, type SeedPost } from "./types";

export const SEED_AREAS: SeedArea[] = [BUSINESS_POSTS, DIGITAL_POSTS, RECRUITMENT_POSTS];
