import { profileRoutes } from "@/lib/features/profile/routes";

// A form post (pages without JavaScript cannot send DELETE), so it is a POST of its own path.
export const POST = profileRoutes.DELETE;
