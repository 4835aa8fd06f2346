"use client";

import { z } from "zod/mini";
import { CAREER_WIZARD } from "@/lib/content/wizard/career";
import { careerStep1, careerStep2Fields, careerStep3 } from "@/lib/validation/wizard/career";
import { Wizard } from "./wizard";

// The resume is part of step 2 on the page; it travels in its own request after the JSON.
const careerStep2 = z.extend(careerStep2Fields, {
  resume: z.custom<File>((value) => typeof File !== "undefined" && value instanceof File, { error: "Resume is required" }),
});

export function CareerWizard() {
  return <Wizard copy={CAREER_WIZARD} schemas={[careerStep1, careerStep2, careerStep3]} />;
}
