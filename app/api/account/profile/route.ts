import { profileRoutes } from "@/lib/features/profile/routes";

export const { GET, POST } = profileRoutes;
