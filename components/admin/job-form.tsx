import type { ComponentProps } from "react";
import type { Job } from "@/lib/features/jobs/queries";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { EMPLOYMENT_TYPES, JOB_AREAS, WORKPLACES } from "@/lib/content/jobs";
import { JOB_DESCRIPTION_MAX, SALARY_MAX } from "@/lib/validation/jobs";
import { Button } from "@/components/ui/button";
import { Labelled } from "@/components/ui/labelled";
import { SelectField } from "@/components/ui/select-field";
import { FormField } from "@/components/ui/form-field";
import { controlClass } from "@/components/ui/control-class";

const F = ADMIN_JOBS.fields;

/** The posting as the form shows it: the job's own fields (not its slug or status), its close date as text. */
export type JobFormValues = Omit<Job, "id" | "slug" | "status" | "opensAt" | "closesAt" | "createdAt" | "updatedAt"> & {
  closesAt: string;
};

type Option = { readonly value: string; readonly label: string };

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
}) {
  return <SelectField id={`job-${name}`} label={label} name={name} defaultValue={value} required options={options} />;
}

type JobInputProps = Omit<ComponentProps<typeof FormField>, "id" | "label" | "name"> & {
  name: keyof typeof F & keyof JobFormValues;
};

/** One of the posting's inputs: its id, label and name all follow from the field's name. */
function JobInput({ name, ...input }: JobInputProps) {
  return <FormField id={`job-${name}`} label={F[name]} name={name} {...input} />;
}

/** The posting's whole numbers: years of experience (required) and the salary band (optional). */
const NUMBER_FIELDS = [
  { name: "experienceMin", max: 50, required: true },
  { name: "experienceMax", max: 50, required: true },
  { name: "salaryMin", max: SALARY_MAX, required: false },
  { name: "salaryMax", max: SALARY_MAX, required: false },
] as const;

/** The posting's fields: a plain form post, answered with a redirect back to the job. */
export function JobForm({
  action,
  values,
  submitLabel,
}: {
  action: string;
  values: JobFormValues;
  submitLabel: string;
}) {
  return (
    <form method="post" action={action} className="grid gap-4 md:grid-cols-2">
      <JobInput name="title" required maxLength={120} defaultValue={values.title} frameClassName="md:col-span-2" />
      <Choice name="area" label={F.area} value={values.area} options={JOB_AREAS} />
      <JobInput name="location" hint={F.locationHint} required maxLength={80} defaultValue={values.location} />
      <Choice name="employmentType" label={F.employmentType} value={values.employmentType} options={EMPLOYMENT_TYPES} />
      <Choice name="workplace" label={F.workplace} value={values.workplace} options={WORKPLACES} />
      {NUMBER_FIELDS.map(({ name, max, required }) => (
        <JobInput
          key={name}
          name={name}
          type="number"
          min={0}
          max={max}
          step={1}
          required={required}
          defaultValue={values[name] ?? ""}
        />
      ))}
      <Labelled id="job-description" label={F.description} hint={F.descriptionHint} className="md:col-span-2">
        <textarea
          id="job-description"
          name="description"
          required
          rows={12}
          maxLength={JOB_DESCRIPTION_MAX}
          defaultValue={values.description}
          aria-describedby="job-description-hint"
          className={controlClass}
        />
      </Labelled>
      <JobInput name="closesAt" type="date" required defaultValue={values.closesAt} />
      <div className="md:col-span-2">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
