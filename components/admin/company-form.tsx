import type { ReactNode } from "react";
import { Labelled } from "@/components/ui/labelled";
import { SETTINGS_TEXT } from "@/lib/content/admin-settings";
import { PHONE_INPUT } from "@/lib/content/phone";
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type CompanyDetails } from "@/lib/content/site";
import { ABOUT_FIGURE_SLOTS } from "@/lib/content/about-figures";
import { SETTINGS_LIMITS, TESTIMONIAL_SPARE_SLOTS } from "@/lib/validation/site-settings";
import { Button } from "@/components/ui/button";

const input = "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2";

type FieldProps = { id: string; label: string; hint?: string; children: (describedBy?: string) => ReactNode };

function Field({ id, label, hint, children }: FieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint}>
      {children(hint ? `${id}-hint` : undefined)}
    </Labelled>
  );
}

/** A titled part of the form; its id is the anchor the dashboard's launch checklist links to. */
function Group({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset id={id} className="space-y-4 rounded-lg border border-border p-5">
      <legend className="px-1 text-xl font-bold">{title}</legend>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** The operator's Company details: a plain form post, answered with a redirect back here. */
export function CompanyForm({ details }: { details: CompanyDetails }) {
  const slots = Math.min(SETTINGS_LIMITS.testimonials, details.testimonials.length + TESTIMONIAL_SPARE_SLOTS);
  return (
    <form method="post" action="/api/admin/settings" className="max-w-3xl space-y-6">
      <Group id="settings-contact" title={SETTINGS_TEXT.contactTitle}>
        <Field id="settings-phone" label={SETTINGS_TEXT.phone} hint={PHONE_INPUT.hint}>
          {(hint) => (
            <input
              id="settings-phone"
              name="phone"
              type={PHONE_INPUT.kind}
              required
              maxLength={PHONE_INPUT.maxLength}
              autoComplete={PHONE_INPUT.autoComplete}
              aria-describedby={hint}
              defaultValue={details.phone}
              className={input}
            />
          )}
        </Field>
        <Field id="settings-email" label={SETTINGS_TEXT.email}>
          {() => (
            <input
              id="settings-email"
              name="email"
              type="email"
              required
              defaultValue={details.email}
              className={input}
            />
          )}
        </Field>
        <Field id="settings-address" label={SETTINGS_TEXT.address} hint={SETTINGS_TEXT.addressHint}>
          {(hint) => (
            <textarea
              id="settings-address"
              name="address"
              rows={4}
              required
              aria-describedby={hint}
              defaultValue={details.address.join("\n")}
              className={input}
            />
          )}
        </Field>
        <Field id="settings-map" label={SETTINGS_TEXT.mapUrl} hint={SETTINGS_TEXT.mapUrlHint}>
          {(hint) => (
            <input
              id="settings-map"
              name="mapUrl"
              type="url"
              maxLength={SETTINGS_LIMITS.url}
              aria-describedby={hint}
              defaultValue={details.mapUrl}
              className={input}
            />
          )}
        </Field>
        <Field id="settings-whatsapp" label={SETTINGS_TEXT.whatsapp} hint={SETTINGS_TEXT.whatsappHint}>
          {(hint) => (
            <input
              id="settings-whatsapp"
              name="whatsapp"
              type="tel"
              maxLength={20}
              aria-describedby={hint}
              defaultValue={details.whatsapp ? `+${details.whatsapp}` : ""}
              className={input}
            />
          )}
        </Field>
      </Group>
      <Group id="settings-social" title={SETTINGS_TEXT.socialTitle} hint={SETTINGS_TEXT.socialHint}>
        {SOCIAL_NETWORKS.map((network) => (
          <Field key={network} id={`settings-social-${network}`} label={SOCIAL_LABELS[network]}>
            {() => (
              <input
                id={`settings-social-${network}`}
                name={`social.${network}`}
                type="url"
                maxLength={SETTINGS_LIMITS.url}
                defaultValue={details.social[network]}
                className={input}
              />
            )}
          </Field>
        ))}
      </Group>
      <Group id="settings-testimonials" title={SETTINGS_TEXT.testimonialsTitle} hint={SETTINGS_TEXT.testimonialsHint}>
        {Array.from({ length: slots }, (_, index) => {
          const item = details.testimonials[index];
          const id = `settings-testimonial-${index}`;
          return (
            <fieldset key={index} className="space-y-3 rounded-md border border-border p-4">
              <legend className="px-1 font-semibold">{SETTINGS_TEXT.testimonial(index + 1)}</legend>
              <Field id={`${id}-name`} label={SETTINGS_TEXT.name}>
                {() => (
                  <input
                    id={`${id}-name`}
                    name={`testimonials.${index}.name`}
                    maxLength={SETTINGS_LIMITS.line}
                    defaultValue={item?.name}
                    className={input}
                  />
                )}
              </Field>
              <Field id={`${id}-role`} label={SETTINGS_TEXT.role}>
                {() => (
                  <input
                    id={`${id}-role`}
                    name={`testimonials.${index}.role`}
                    maxLength={SETTINGS_LIMITS.line}
                    defaultValue={item?.role}
                    className={input}
                  />
                )}
              </Field>
              <Field id={`${id}-text`} label={SETTINGS_TEXT.text}>
                {() => (
                  <textarea
                    id={`${id}-text`}
                    name={`testimonials.${index}.text`}
                    rows={3}
                    maxLength={SETTINGS_LIMITS.testimonialText}
                    defaultValue={item?.text}
                    className={input}
                  />
                )}
              </Field>
            </fieldset>
          );
        })}
      </Group>
      <Group id="settings-grievance" title={SETTINGS_TEXT.grievanceTitle} hint={SETTINGS_TEXT.grievanceHint}>
        <Field id="settings-grievance-name" label={SETTINGS_TEXT.grievanceName}>
          {() => (
            <input
              id="settings-grievance-name"
              name="grievanceOfficer.name"
              maxLength={SETTINGS_LIMITS.line}
              autoComplete="off"
              defaultValue={details.grievanceOfficer.name}
              className={input}
            />
          )}
        </Field>
        <Field id="settings-grievance-email" label={SETTINGS_TEXT.grievanceEmail}>
          {() => (
            <input
              id="settings-grievance-email"
              name="grievanceOfficer.email"
              type="email"
              autoComplete="off"
              defaultValue={details.grievanceOfficer.email}
              className={input}
            />
          )}
        </Field>
      </Group>
      <Group id="settings-about" title={SETTINGS_TEXT.figuresTitle} hint={SETTINGS_TEXT.figuresHint}>
        {Array.from({ length: ABOUT_FIGURE_SLOTS }, (_, index) => {
          const figure = details.aboutFigures[index];
          const id = `settings-figure-${index}`;
          return (
            <fieldset key={index} className="grid gap-3 rounded-md border border-border p-4 sm:grid-cols-[10rem_1fr]">
              <legend className="px-1 font-semibold">{SETTINGS_TEXT.figure(index + 1)}</legend>
              <Field id={`${id}-value`} label={SETTINGS_TEXT.figureValue}>
                {() => (
                  <input
                    id={`${id}-value`}
                    name={`aboutFigures.${index}.value`}
                    maxLength={SETTINGS_LIMITS.figureValue}
                    defaultValue={figure?.value}
                    className={input}
                  />
                )}
              </Field>
              <Field id={`${id}-label`} label={SETTINGS_TEXT.figureLabel}>
                {() => (
                  <input
                    id={`${id}-label`}
                    name={`aboutFigures.${index}.label`}
                    maxLength={SETTINGS_LIMITS.figureLabel}
                    defaultValue={figure?.label}
                    className={input}
                  />
                )}
              </Field>
            </fieldset>
          );
        })}
      </Group>
      <Button type="submit">{SETTINGS_TEXT.save}</Button>
    </form>
  );
}
