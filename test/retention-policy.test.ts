// The privacy policy on /terms and `npm run retention` name the same periods: both read
// lib/content/retention-periods.ts, and this reads the policy's sentences and the job's cutoffs.
import { describe, expect, it } from "vitest";
import { RETENTION_PERIODS } from "@/lib/content/retention-periods";
import { PRIVACY_POLICY } from "@/lib/content/terms-privacy";
import { APPLICATION_YEARS, ENQUIRY_YEARS, LOG_MONTHS, PROFILE_YEARS, monthsBefore, yearsBefore } from "@/lib/features/admin/retention";
import { UNMATCHED_MAIL_DAYS } from "@/lib/features/admin/retention-messages";

const retentionText = () => {
  const part = PRIVACY_POLICY.parts.find((p) => p.heading === "How long we keep it");
  return JSON.stringify(part?.body ?? []);
};

describe("retention periods", () => {
  it("are the ones the policy states", () => {
    const text = retentionText();
    expect(text).toContain(
      `Employment records (job applications, resumes and placement records) are kept for at least ${APPLICATION_YEARS} years after your last application`,
    );
    expect(text).toContain(`Server and security logs are kept for ${LOG_MONTHS} months and then deleted.`);
    expect(text).toContain(`Enquiries and contact messages are kept while we are in conversation with you and for ${ENQUIRY_YEARS} years after`);
    expect(text).toContain(`A saved applicant profile and its resume are kept for ${PROFILE_YEARS} years after you last change them`);
    expect(text).toContain(`Mail sent to a reply address that we cannot match to a conversation is deleted after ${UNMATCHED_MAIL_DAYS} days.`);
    expect(text).toContain(`Transaction records (proposals, invoices, payments and refunds) are kept for ${RETENTION_PERIODS.transactionYears} years`);
  });

  it("are the ones the policy has always promised (a change here is a change of the policy)", () => {
    expect(RETENTION_PERIODS).toEqual({
      applicationYears: 5,
      transactionYears: 7,
      logMonths: 12,
      enquiryYears: 2,
      unconfirmedAlertDays: 7,
      profileYears: 2,
      unmatchedMailDays: 90,
    });
    const now = new Date("2026-11-22T10:00:00Z");
    expect(yearsBefore(now, ENQUIRY_YEARS)).toEqual(new Date("2024-11-22T10:00:00Z"));
    expect(monthsBefore(now, LOG_MONTHS)).toEqual(new Date("2025-11-22T10:00:00Z"));
  });
});
