import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { EMPLOYMENT_TYPES, JOB_AREAS, WORKPLACES } from "@/lib/content/jobs";
import { JOB_DESCRIPTION_MAX, SALARY_MAX } from "@/lib/validation/jobs";
import { Button } from "@/components/ui/button";
import { Labelled } from "@/components/ui/labelled";
import { SelectField } from "@/components/ui/select-field";
import { controlClass } from "@/components/ui/field";

const F = ADMIN_JOBS.fields;

export type JobFormValues = {
  title: string;
  area: string;
  location: string;
  employmentType: string;
  workplace: string;
  experienceMin: number;
  experienceMax: number;
  salaryMin: number | null;
  salaryMax: number | null;
  description: string;
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

function NumberField({
  name,
  label,
  value,
  max,
  required,
}: {
  name: string;
  label: string;
  value: number | null;
  max: number;
  required: boolean;
}) {
  return (
    <div>
      <label htmlFor={`job-${name}`} className="block font-medium">
        {label}
      </label>
      <input
        id={`job-${name}`}
        name={name}
        type="number"
        min={0}
        max={max}
        step={1}
        required={required}
        defaultValue={value ?? ""}
        className={controlClass}
      />
    </div>
  );
}

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
      <div className="md:col-span-2">
        <label htmlFor="job-title" className="block font-medium">
          {F.title}
        </label>
        <input
          id="job-title"
          name="title"
          required
          maxLength={120}
          defaultValue={values.title}
          className={controlClass}
        />
      </div>
      <Choice name="area" label={F.area} value={values.area} options={JOB_AREAS} />
      <div>
        <label htmlFor="job-location" className="block font-medium">
          {F.location}
        </label>
        <input
          id="job-location"
          name="location"
          required
          maxLength={80}
          defaultValue={values.location}
          aria-describedby="job-location-hint"
          className={controlClass}
        />
        <p id="job-location-hint" className="mt-1 text-sm text-muted-foreground">
          {F.locationHint}
        </p>
      </div>
      <Choice name="employmentType" label={F.employmentType} value={values.employmentType} options={EMPLOYMENT_TYPES} />
      <Choice name="workplace" label={F.workplace} value={values.workplace} options={WORKPLACES} />
      <NumberField name="experienceMin" label={F.experienceMin} value={values.experienceMin} max={50} required />
      <NumberField name="experienceMax" label={F.experienceMax} value={values.experienceMax} max={50} required />
      <NumberField name="salaryMin" label={F.salaryMin} value={values.salaryMin} max={SALARY_MAX} required={false} />
      <NumberField name="salaryMax" label={F.salaryMax} value={values.salaryMax} max={SALARY_MAX} required={false} />
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
      <Labelled id="job-closesAt" label={F.closesAt}>
        <input
          id="job-closesAt"
          name="closesAt"
          type="date"
          required
          defaultValue={values.closesAt}
          className={controlClass}
        />
      </Labelled>
      <div className="md:col-span-2">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
