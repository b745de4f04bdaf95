import { RETENTION, UPLOAD_HINTS, WEEKDAYS } from "@domain/constants";
import type { FirmSettings } from "@domain/rows";
import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { BookingSettingsPanel } from "~/components/admin/booking/booking-settings-panel";
import { CheckboxField, TextAreaField, TextField } from "~/components/admin/fields";
import { ImageUpload } from "~/components/admin/image-upload";
import { AVAILABILITY_TEXT } from "~/lib/admin/availability-text";
import type { FieldErrors } from "~/lib/admin/form";
import { capitalise } from "~/lib/admin/format";
import { ENQUIRY_SETTINGS } from "~/lib/admin/intake-text";
import type { SettingsTab } from "~/lib/admin/settings";
import { SYNONYM_SETTINGS } from "~/lib/admin/synonyms-text";
import { AddressPartsFields } from "./address-parts-fields";
import { MapLocationSection } from "./map-location-section";
import { SettingsSection } from "./settings-section";

/** The tabs: every save button's fields but the map location's, which has its own section in "firm". */
type TabName = Exclude<SettingsTab, "map">;

/** Each tab's name (its section's title too) and what its section is for, in the tabs' order. */
const TABS: Record<TabName, { label: string; description: string }> = {
  firm: { label: "Firm Information", description: "Shown in the site's header, footer and contact page." },
  hours: { label: "Office Hours", description: "Shown on the contact page." },
  legal: { label: "Legal Information", description: "The legal pages linked from the footer." },
  branding: { label: "Branding", description: "The logo in the site header and the browser tab icon." },
  enquiries: { label: ENQUIRY_SETTINGS.tab, description: ENQUIRY_SETTINGS.description },
  search: { label: SYNONYM_SETTINGS.tab, description: SYNONYM_SETTINGS.description },
};
const TAB_ORDER = Object.keys(TABS) as TabName[];
const TRIGGER =
  "rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-gold-500 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm";

const LEGAL = [
  ["disclaimer", "Disclaimer"],
  ["privacyPolicy", "Privacy Policy"],
  ["termsOfService", "Terms of Service"],
  ["barAssociations", "Bar Associations"],
] as const;

const BRANDING = [
  ["logoUrl", "Logo", "logo"],
  ["faviconUrl", "Favicon", "favicon"],
] as const;

/** A list field's first message, whether it is about the list or one of its items ("notificationEmails.1"). */
const firstError = (errors: FieldErrors, key: string) =>
  errors[key]?.[0] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1]?.[0];

/** One tab's panel: its fields in a section that saves just them, and any section of its own after it. */
function TabPanel({
  tab,
  onSave,
  children,
  after,
}: {
  tab: TabName;
  onSave: Props["onSave"];
  children: ReactNode;
  after?: ReactNode;
}) {
  const { label, description } = TABS[tab];
  return (
    <Tabs.Content value={tab} className="flex flex-col gap-4">
      <SettingsSection title={label} description={description} onSave={() => onSave(tab)}>
        {children}
      </SettingsSection>
      {after}
    </Tabs.Content>
  );
}

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
      | "responsePromise"
      | (typeof LEGAL)[number][0],
  ) => ({
    value: values[key],
    onChange: (v: string) => set({ [key]: v }),
    error: errors[key]?.[0],
  });
  return (
    <Tabs.Root defaultValue="firm" className="flex flex-col gap-4">
      <Tabs.List aria-label="Settings" className="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1">
        {TAB_ORDER.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={TRIGGER}>
            {TABS[tab].label}
          </Tabs.Trigger>
        ))}
        <Tabs.Trigger value="booking" className={TRIGGER}>
          {AVAILABILITY_TEXT.settingsTab}
        </Tabs.Trigger>
      </Tabs.List>
      <TabPanel
        tab="firm"
        onSave={onSave}
        after={
          <MapLocationSection
            key={`${saved.mapLatitude}|${saved.mapLongitude}`}
            values={values}
            set={set}
            errors={errors}
            stale={saved.mapAddress !== saved.address}
            onSave={() => onSave("map")}
          />
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Firm Name" {...text("firmName")} />
          <TextField label="Email" type="email" {...text("email")} />
          <TextField label="Phone" type="tel" {...text("phone")} />
          <TextField label="Website" type="url" {...text("website")} />
          <TextField
            label="Video meeting link"
            type="url"
            hint="https:// — where video consultations are joined, for attorneys without their own link."
            value={values.meetingUrl ?? ""}
            onChange={(v) => set({ meetingUrl: v })}
            error={errors.meetingUrl?.[0]}
          />
        </div>
        <TextAreaField label="Office Address" rows={2} {...text("address")} />
        <AddressPartsFields values={values} set={set} errors={errors} />
      </TabPanel>
      <TabPanel tab="hours" onSave={onSave}>
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
      </TabPanel>
      <TabPanel tab="legal" onSave={onSave}>
        {LEGAL.map(([key, label]) => (
          <TextAreaField
            key={key}
            label={label}
            rows={6}
            hint="Separate paragraphs with a blank line."
            {...text(key)}
          />
        ))}
      </TabPanel>
      <TabPanel tab="branding" onSave={onSave}>
        {BRANDING.map(([key, label, kind]) => (
          <ImageUpload
            key={key}
            label={label}
            kind={kind}
            hint={UPLOAD_HINTS[kind]}
            value={values[key] ?? ""}
            onChange={(v) => set({ [key]: v })}
          />
        ))}
      </TabPanel>
      <TabPanel tab="enquiries" onSave={onSave}>
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
        <TextField
          label={ENQUIRY_SETTINGS.responsePromise}
          hint={ENQUIRY_SETTINGS.responsePromiseHint}
          className="sm:max-w-md"
          {...text("responsePromise")}
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
      </TabPanel>
      <TabPanel tab="search" onSave={onSave}>
        <TextAreaField
          label={SYNONYM_SETTINGS.field}
          hint={SYNONYM_SETTINGS.hint}
          rows={8}
          value={values.searchSynonyms ?? ""}
          onChange={(v) => set({ searchSynonyms: v })}
          error={errors.searchSynonyms?.join(" ")}
        />
      </TabPanel>
      {/* Issue 26: its own document (/api/booking-settings), loaded and saved by the panel itself. */}
      <Tabs.Content value="booking" className="flex flex-col gap-4">
        <BookingSettingsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
