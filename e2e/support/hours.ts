// An operator's booking hours as they set them on /admin/availability: 09:00–17:00 every day in
// Asia/Kolkata with no minimum notice, so free times are offered from now on (the booking and
// interview journeys).
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export async function saveDailyHours(admin: Page, meetingPlace = ""): Promise<void> {
  await admin.goto("/admin/availability");
  await admin.getByLabel("Your time zone").selectOption("Asia/Kolkata");
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await admin.getByLabel(`From ${day}`).fill("09:00");
    await admin.getByLabel(`To ${day}`).fill("17:00");
  }
  await admin.getByLabel("Minimum notice (minutes)").fill("0");
  await admin.getByLabel("Meeting link or place (optional)").fill(meetingPlace);
  await admin.getByRole("button", { name: "Save availability" }).click();
  await expect(admin.getByRole("status")).toHaveText("Your availability is saved.");
}
