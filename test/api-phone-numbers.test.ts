// A phone number however it is written (spaces, dashes, dots, parentheses, + or 00 and a country
// code, India's trunk 0) is stored in one form, E.164, by every form that takes one, and the
// operator's search finds the record by that number written any of those ways.
import { describe, expect, it } from "vitest";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as quickApply } from "@/app/api/jobs/[slug]/apply/route";
import { POST as postPartnership } from "@/app/api/partnership_users/route";
import { POST as postCareer } from "@/app/api/users/route";
import { POST as submitBlog } from "@/app/submit-blog/route";
import { blogSubmissions } from "@/lib/features/admin/lists/blog";
import { careerApplications, contactMessages, partnershipEnquiries } from "@/lib/features/admin/lists/submissions";
import type { AdminList } from "@/lib/features/admin/lists/types";
import { call } from "./support/auth";
import { blogFields, postBlog } from "./support/blog";
import { createJob } from "./support/jobs";
import { careerBody, db, fixture, partnershipBody, postJson, uniqueEmail } from "./support/wizard";
import { resetEachTest } from "./support/reset";

const filters = (q: string) => ({ q, status: "", from: "", to: "", page: 1, job: "" });
const found = async (list: AdminList, q: string) => (await list.page(filters(q))).rows.map((row) => row.id).sort();
const INVALID = "Enter a valid phone number: 10 digits for India, or + and the country code";

resetEachTest("wizard", "blog", "contactMessage", "job");

describe("phone numbers as written", () => {
  it("are stored as E.164 by the career and partnership wizards, and refused with the field's sentence when no number", async () => {
    const career = careerBody({ phoneNumber: "+91 98765 43210" });
    expect((await postJson(postCareer, career)).status).toBe(200);
    const partner = partnershipBody({ phoneNumber: "(098765) 43211" });
    expect((await postJson(postPartnership, partner)).status).toBe(200);
    expect((await db.careerApplication.findMany()).map((row) => row.phoneNumber)).toEqual(["+919876543210"]);
    expect((await db.partnershipEnquiry.findMany()).map((row) => row.phoneNumber)).toEqual(["+919876543211"]);

    const refused = await postJson(postCareer, careerBody({ phoneNumber: "98765 4321" }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual({ field: "phoneNumber", msg: INVALID });
    expect(await db.careerApplication.count()).toBe(1);
  });

  it("are stored as E.164 by the contact form, quick apply and a blog submission", async () => {
    const contact = await call(postContact, { name: "Ravi Verma", email: uniqueEmail("phone"), phone: "98765-43210", message: "Call me", privacy: true });
    expect(contact.status).toBe(201);
    expect((await db.contactMessage.findMany()).map((row) => row.phone)).toEqual(["+919876543210"]);

    const job = await createJob();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      firstName: "Meera",
      lastName: "Iyer",
      emailAddress: uniqueEmail("quick"),
      phoneNumber: "+44 20 7946 0958",
      consent: "yes",
    }))
      form.append(name, value);
    form.append("resume", new Blob([new Uint8Array(fixture("resume.pdf"))]), "cv.pdf");
    const request = new Request(`http://localhost:3000/api/jobs/${job.slug}/apply`, {
      method: "POST",
      headers: { host: "localhost:3000", "x-client-ip": "10.77.0.1", accept: "application/json" },
      body: form,
    });
    expect((await quickApply(request, { params: Promise.resolve({ slug: job.slug }) })).status).toBe(200);
    expect((await db.careerApplication.findMany()).map((row) => row.phoneNumber)).toEqual(["+442079460958"]);

    expect((await postBlog(submitBlog, blogFields({ phoneNumber: "0091 98765.43210" }))).status).toBe(201);
    expect((await db.blogPost.findMany()).map((row) => row.phoneNumber)).toEqual(["+919876543210"]);
  });
});

describe("the operator's search by phone", () => {
  it("finds a record by its number written any way, also one stored as ten digits before E.164", async () => {
    const stored = careerBody({ phoneNumber: "98765 43210" });
    await postJson(postCareer, stored);
    const other = careerBody({ phoneNumber: "+91 91234 56789" });
    await postJson(postCareer, other);
    const old = careerBody();
    await postJson(postCareer, old);
    // As rows were stored before numbers were normalised: the ten digits alone.
    await db.careerApplication.update({ where: { id: old.id }, data: { phoneNumber: "9988776655" } });
    for (const q of ["+91 98765 43210", "98765-43210", "(098765) 43210", "098765.43210", "9876543210", "+919876543210"]) {
      expect(await found(careerApplications, q)).toEqual([stored.id]);
    }
    expect(await found(careerApplications, "+91 99887 76655")).toEqual([old.id]);
    // Part of a number is a word of the search like any other.
    expect(await found(careerApplications, "56789")).toEqual([other.id]);
    expect(await found(careerApplications, "+44 20 7946 0958")).toEqual([]);

    const partner = partnershipBody({ phoneNumber: "+44 20 7946 0958" });
    await postJson(postPartnership, partner);
    expect(await found(partnershipEnquiries, "+44 (20) 7946-0958")).toEqual([partner.id]);
  });

  it("finds contact messages and blog submissions by phone", async () => {
    await call(postContact, { name: "Ravi Verma", email: uniqueEmail("phone"), phone: "+91 98765 43210", message: "Call me", privacy: true });
    const [message] = await db.contactMessage.findMany();
    expect(await found(contactMessages, "(098765) 43210")).toEqual([message?.id]);

    await postBlog(submitBlog, blogFields({ phoneNumber: "98765 43210" }));
    const [post] = await db.blogPost.findMany();
    expect(await found(blogSubmissions, "+91-98765-43210")).toEqual([post?.id]);
  });
});
