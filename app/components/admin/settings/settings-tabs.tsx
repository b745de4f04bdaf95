import { RETENTION, UPLOAD_HINTS, WEEKDAYS } from "@domain/constants";
import type { FirmSettings } from "@domain/rows";
import * as Tabs from "@radix-ui/react-tabs";
import { CheckboxField, TextAreaField, TextField } from "~/components/admin/fields";
import { ImageUpload } from "~/components/admin/image-upload";
import type { FieldErrors } from "~/lib/admin/form";
import { capitalise } from "~/lib/admin/format";
import { ENQUIRY_SETTINGS } from "~/lib/admin/intake-text";
import type { SettingsTab } from "~/lib/admin/settings";
import { MapLocationSection } from "./map-location-section";
import { SettingsSection } from "./settings-section";

const TABS: { value: SettingsTab; label: string }[] = [
  { value: "firm", label: "Firm Information" },
  { value: "hours", label: "Office Hours" },
  { value: "legal", label: "Legal Information" },
  { value: "branding", label: "Branding" },
  { value: "enquiries", label: ENQUIRY_SETTINGS.tab },
];

const LEGAL = [
  ["disclaimer", "Disclaimer"],
  ["privacyPolicy", "Privacy Policy"],
  ["termsOfService", "Terms of Service"],
  ["barAssociations", "Bar Associations"],
] as const;

/** A list field's first message, whether it is about the list or one of its items ("notificationEmails.1"). */
const firstError = (errors: FieldErrors, key: string) =>
  errors[key]?.[0] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1]?.[0];

interface Props {
  values: FirmSettings;
  /** The settings as last loaded or saved (what the site shows now). */
  saved: FirmSettings;
  set: (patch: Partial<FirmSettings>) => void;
  errors: FieldErrors;
  onSave: (tab: SettingsTab) => Promise<unknown>;
}

/** The four settings tabs of SPEC §2 and the enquiries' own, each saving for real. */
export function SettingsTabs({ values, saved, set, errors, onSave }: Props) {
  const text = (
    key:
      | "firmName"
      | "email"
      | "phone"
      | "website"
      | "address"
      | "acknowledgementText"
      | "consentText"
      | (typeof LEGAL)[number][0],
  ) => ({
    value: values[key],
    onChange: (v: string) => set({ [key]: v }),
    error: errors[key]?.[0],
  });
  return (
    <Tabs.Root defaultValue="firm" className="flex flex-col gap-4">
      <Tabs.List aria-label="Settings" className="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-gold-500 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="firm" className="flex flex-col gap-4">
        <SettingsSection
          title="Firm Information"
          description="Shown in the site's header, footer and contact page."
          onSave={() => onSave("firm")}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Firm Name" {...text("firmName")} />
            <TextField label="Email" type="email" {...text("email")} />
            <TextField label="Phone" type="tel" {...text("phone")} />
            <TextField label="Website" type="url" {...text("website")} />
          </div>
          <TextAreaField label="Office Address" rows={2} {...text("address")} />
        </SettingsSection>
        <MapLocationSection
          key={`${saved.mapLatitude}|${saved.mapLongitude}`}
          values={values}
          set={set}
          errors={errors}
          stale={saved.mapAddress !== saved.address}
          onSave={() => onSave("map")}
        />
      </Tabs.Content>
      <Tabs.Content value="hours">
        <SettingsSection title="Office Hours" description="Shown on the contact page." onSave={() => onSave("hours")}>
          <div className="grid gap-4 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <TextField
                key={day}
                label={capitalise(day)}
                value={values.hours[day]}
                onChange={(v) => set({ hours: { ...values.hours, [day]: v } })}
                error={errors[`hours.${day}`]?.[0] ?? errors.hours?.[0]}
              />
            ))}
          </div>
        </SettingsSection>
      </Tabs.Content>
      <Tabs.Content value="legal">
        <SettingsSection
          title="Legal Information"
          description="The legal pages linked from the footer."
          onSave={() => onSave("legal")}
        >
          {LEGAL.map(([key, label]) => (
            <TextAreaField
              key={key}
              label={label}
              rows={6}
              hint="Separate paragraphs with a blank line."
              {...text(key)}
            />
          ))}
        </SettingsSection>
      </Tabs.Content>
      <Tabs.Content value="branding">
        <SettingsSection
          title="Branding"
          description="The logo in the site header and the browser tab icon."
          onSave={() => onSave("branding")}
        >
          <ImageUpload
            label="Logo"
            kind="logo"
            hint={UPLOAD_HINTS.logo}
            value={values.logoUrl ?? ""}
            onChange={(v) => set({ logoUrl: v })}
          />
          <ImageUpload
            label="Favicon"
            kind="favicon"
            hint={UPLOAD_HINTS.favicon}
            value={values.faviconUrl ?? ""}
            onChange={(v) => set({ faviconUrl: v })}
          />
        </SettingsSection>
      </Tabs.Content>
      <Tabs.Content value="enquiries">
        <SettingsSection
          title={ENQUIRY_SETTINGS.tab}
          description={ENQUIRY_SETTINGS.description}
          onSave={() => onSave("enquiries")}
        >
          <TextAreaField
            label={ENQUIRY_SETTINGS.notificationEmails}
            hint={ENQUIRY_SETTINGS.notificationHint}
            rows={3}
            value={values.notificationEmails.join("\n")}
            onChange={(v) => set({ notificationEmails: v.split("\n") })}
            error={firstError(errors, "notificationEmails")}
          />
          <TextAreaField
            label={ENQUIRY_SETTINGS.acknowledgementText}
            hint={ENQUIRY_SETTINGS.acknowledgementHint}
            rows={6}
            {...text("acknowledgementText")}
          />
          <TextAreaField
            label={ENQUIRY_SETTINGS.consentText}
            hint={ENQUIRY_SETTINGS.consentHint(values.consentVersion)}
            rows={3}
            {...text("consentText")}
          />
          <CheckboxField
            label={ENQUIRY_SETTINGS.attorneyAdvertising}
            checked={values.attorneyAdvertising}
            onChange={(v) => set({ attorneyAdvertising: v })}
          />
          <TextField
            label={ENQUIRY_SETTINGS.retentionMonths}
            hint={ENQUIRY_SETTINGS.retentionHint}
            type="number"
            min={RETENTION.minMonths}
            max={RETENTION.maxMonths}
            className="sm:max-w-xs"
            value={String(values.retentionMonths)}
            onChange={(v) => set({ retentionMonths: v === "" ? Number.NaN : Number(v) })}
            error={errors.retentionMonths?.[0]}
          />
        </SettingsSection>
      </Tabs.Content>
    </Tabs.Root>
  );
}
