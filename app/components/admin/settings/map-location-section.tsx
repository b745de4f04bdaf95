import { mapSearchUrl } from "@domain/csp";
import type { FirmSettings } from "@domain/rows";
import { useState } from "react";
import { TextField } from "~/components/admin/fields";
import { NewTabLink } from "~/components/ui/new-tab-link";
import type { FieldErrors } from "~/lib/admin/form";
import { coordinateOf, coordinateText, MAP_SETTINGS as T } from "~/lib/admin/office-map-text";
import { SettingsSection } from "./settings-section";

interface Props {
  values: FirmSettings;
  set: (patch: Partial<FirmSettings>) => void;
  errors: FieldErrors;
  /** The saved settings say the map was not located for the saved address. */
  stale: boolean;
  onSave: () => Promise<unknown>;
}

/**
 * The contact page's map point: shown as saved, typed by hand when the address lookup failed. Mounted
 * afresh (key) whenever saved coordinates change, so a lookup's result replaces what was typed.
 */
export function MapLocationSection({ values, set, errors, stale, onSave }: Props) {
  const [text, setText] = useState({
    mapLatitude: coordinateText(values.mapLatitude),
    mapLongitude: coordinateText(values.mapLongitude),
  });
  const field = (key: "mapLatitude" | "mapLongitude") => ({
    value: text[key],
    onChange: (v: string) => {
      setText((t) => ({ ...t, [key]: v }));
      set({ [key]: coordinateOf(v) });
    },
    error: errors[key]?.[0],
    inputMode: "decimal" as const,
  });
  return (
    <SettingsSection title={T.title} description={T.description} onSave={onSave} saveLabel={T.save}>
      {stale && (
        <div role="status" className="rounded-md border border-gold-400 bg-amber-50 p-4 text-sm text-slate-800">
          <p className="font-semibold">{T.notUpdated}</p>
          <p className="mt-1">{T.notUpdatedHelp}</p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={T.latitude} hint={T.latitudeHint} {...field("mapLatitude")} />
        <TextField label={T.longitude} hint={T.longitudeHint} {...field("mapLongitude")} />
      </div>
      {values.address && (
        <NewTabLink
          href={mapSearchUrl(values.address)}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-navy-700 underline"
        >
          {T.findOnMap}
        </NewTabLink>
      )}
    </SettingsSection>
  );
}
