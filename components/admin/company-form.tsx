import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { Labelled } from "@/components/ui/labelled";
import { SETTINGS_TEXT } from "@/lib/content/admin-settings";
import { PHONE_INPUT } from "@/lib/content/phone";
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type CompanyDetails } from "@/lib/content/site";
import { ABOUT_FIGURE_SLOTS } from "@/lib/content/about-figures";
import { SETTINGS_LIMITS, TESTIMONIAL_SPARE_SLOTS } from "@/lib/validation/site-settings";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control-class";

type TextProps = { id: string; label: string; hint?: string; rows?: number } & Omit<
  InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "className" | "aria-describedby"
>;

/** One labelled input (a textarea when given rows), pointing to its hint. */
function Text({ id, label, hint, rows, ...control }: TextProps) {
  const describedBy = hint ? `${id}-hint` : undefined;
  return (
    <Labelled id={id} label={label} hint={hint}>
      {rows ? (
        <textarea id={id} rows={rows} {...control} aria-describedby={describedBy} className={controlClass} />
      ) : (
        <input id={id} {...control} aria-describedby={describedBy} className={controlClass} />
      )}
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
        <Text
          id="settings-phone"
          label={SETTINGS_TEXT.phone}
          hint={PHONE_INPUT.hint}
          name="phone"
          type={PHONE_INPUT.kind}
          required
          maxLength={PHONE_INPUT.maxLength}
          autoComplete={PHONE_INPUT.autoComplete}
          defaultValue={details.phone}
        />
        <Text
          id="settings-email"
          label={SETTINGS_TEXT.email}
          name="email"
          type="email"
          required
          defaultValue={details.email}
        />
        <Text
          id="settings-address"
          label={SETTINGS_TEXT.address}
          hint={SETTINGS_TEXT.addressHint}
          name="address"
          rows={4}
          required
          defaultValue={details.address.join("\n")}
        />
        <Text
          id="settings-map"
          label={SETTINGS_TEXT.mapUrl}
          hint={SETTINGS_TEXT.mapUrlHint}
          name="mapUrl"
          type="url"
          maxLength={SETTINGS_LIMITS.url}
          defaultValue={details.mapUrl}
        />
        <Text
          id="settings-whatsapp"
          label={SETTINGS_TEXT.whatsapp}
          hint={SETTINGS_TEXT.whatsappHint}
          name="whatsapp"
          type="tel"
          maxLength={20}
          defaultValue={details.whatsapp ? `+${details.whatsapp}` : ""}
        />
      </Group>
      <Group id="settings-social" title={SETTINGS_TEXT.socialTitle} hint={SETTINGS_TEXT.socialHint}>
        {SOCIAL_NETWORKS.map((network) => (
          <Text
            key={network}
            id={`settings-social-${network}`}
            label={SOCIAL_LABELS[network]}
            name={`social.${network}`}
            type="url"
            maxLength={SETTINGS_LIMITS.url}
            defaultValue={details.social[network]}
          />
        ))}
      </Group>
      <Group id="settings-testimonials" title={SETTINGS_TEXT.testimonialsTitle} hint={SETTINGS_TEXT.testimonialsHint}>
        {Array.from({ length: slots }, (_, index) => {
          const item = details.testimonials[index];
          const id = `settings-testimonial-${index}`;
          return (
            <fieldset key={index} className="space-y-3 rounded-md border border-border p-4">
              <legend className="px-1 font-semibold">{SETTINGS_TEXT.testimonial(index + 1)}</legend>
              <Text
                id={`${id}-name`}
                label={SETTINGS_TEXT.name}
                name={`testimonials.${index}.name`}
                maxLength={SETTINGS_LIMITS.line}
                defaultValue={item?.name}
              />
              <Text
                id={`${id}-role`}
                label={SETTINGS_TEXT.role}
                name={`testimonials.${index}.role`}
                maxLength={SETTINGS_LIMITS.line}
                defaultValue={item?.role}
              />
              <Text
                id={`${id}-text`}
                label={SETTINGS_TEXT.text}
                name={`testimonials.${index}.text`}
                rows={3}
                maxLength={SETTINGS_LIMITS.testimonialText}
                defaultValue={item?.text}
              />
            </fieldset>
          );
        })}
      </Group>
      <Group id="settings-grievance" title={SETTINGS_TEXT.grievanceTitle} hint={SETTINGS_TEXT.grievanceHint}>
        <Text
          id="settings-grievance-name"
          label={SETTINGS_TEXT.grievanceName}
          name="grievanceOfficer.name"
          maxLength={SETTINGS_LIMITS.line}
          autoComplete="off"
          defaultValue={details.grievanceOfficer.name}
        />
        <Text
          id="settings-grievance-email"
          label={SETTINGS_TEXT.grievanceEmail}
          name="grievanceOfficer.email"
          type="email"
          autoComplete="off"
          defaultValue={details.grievanceOfficer.email}
        />
      </Group>
      <Group id="settings-about" title={SETTINGS_TEXT.figuresTitle} hint={SETTINGS_TEXT.figuresHint}>
        {Array.from({ length: ABOUT_FIGURE_SLOTS }, (_, index) => {
          const figure = details.aboutFigures[index];
          const id = `settings-figure-${index}`;
          return (
            <fieldset key={index} className="grid gap-3 rounded-md border border-border p-4 sm:grid-cols-[10rem_1fr]">
              <legend className="px-1 font-semibold">{SETTINGS_TEXT.figure(index + 1)}</legend>
              <Text
                id={`${id}-value`}
                label={SETTINGS_TEXT.figureValue}
                name={`aboutFigures.${index}.value`}
                maxLength={SETTINGS_LIMITS.figureValue}
                defaultValue={figure?.value}
              />
              <Text
                id={`${id}-label`}
                label={SETTINGS_TEXT.figureLabel}
                name={`aboutFigures.${index}.label`}
                maxLength={SETTINGS_LIMITS.figureLabel}
                defaultValue={figure?.label}
              />
            </fieldset>
          );
        })}
      </Group>
      <Button type="submit">{SETTINGS_TEXT.save}</Button>
    </form>
  );
}
