import type { EditConflict } from "@domain/edit-version";
import { ADMIN_EXTRA_TOASTS, TOAST_TITLES, TOASTS } from "@domain/messages";
import type { FirmSettings } from "@domain/rows";
import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { EditConflictDialog } from "~/components/admin/edit-conflict-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { SettingsTabs } from "~/components/admin/settings/settings-tabs";
import { Skeleton } from "~/components/admin/skeleton";
import { client, isUnauthorized } from "~/lib/admin/api";
import { ifMatch, versionFromResponse } from "~/lib/admin/edit-conflict";
import type { FieldErrors } from "~/lib/admin/form";
import { adminMeta } from "~/lib/admin/meta";
import { MAP_SETTINGS } from "~/lib/admin/office-map-text";
import { type SettingsTab, tabBody } from "~/lib/admin/settings";
import { fieldsOf, useWrite } from "~/lib/admin/use-write";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => adminMeta("Settings");

const failed = ADMIN_EXTRA_TOASTS.settings;

export default function AdminSettings() {
  const [values, setValues] = useState<FirmSettings | null>(null);
  // What is stored (the site shows): the map section's notice and its shown coordinates follow it.
  const [saved, setSaved] = useState<FirmSettings | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The version the screen holds (issue 25): each tab's save sends it, and a newer save elsewhere is a 409.
  const [version, setVersion] = useState<string | undefined>();
  const [conflict, setConflict] = useState<{
    conflict: EditConflict;
    tab: SettingsTab;
    body: Partial<FirmSettings>;
  } | null>(null);
  const write = useWrite();

  useEffect(() => {
    client.settings.all
      .$get()
      .then(async (response) => {
        const loaded = await response.json();
        setVersion(versionFromResponse(response));
        setValues(loaded);
        setSaved(loaded);
      })
      .catch((error) => {
        if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: failed.loadFailed });
      });
  }, []);

  async function save(tab: SettingsTab) {
    if (!values) return;
    await send(tab, tabBody(tab, values), version);
  }

  /** Reload theirs: the screen shows the stored settings, every tab's unsaved changes dropped. */
  function reloadTheirs(stale: EditConflict) {
    const theirs = stale.current as FirmSettings;
    setValues(theirs);
    setSaved(theirs);
    setVersion(stale.version);
    setErrors({});
    setConflict(null);
  }

  async function send(tab: SettingsTab, body: Partial<FirmSettings>, expected: string | undefined) {
    const result = await write.send(
      // The answer carries what the server decided: a new consent version, the map's looked-up point.
      () =>
        client.settings.$put({ json: body }, ifMatch(expected)).then(async (response) => {
          const answer = await response.json();
          setVersion(versionFromResponse(response));
          const { consentVersion, mapLatitude, mapLongitude, mapAddress } = answer;
          setValues((current) => current && { ...current, consentVersion, mapLatitude, mapLongitude, mapAddress });
          setSaved(answer);
          if (tab === "firm" && answer.mapAddress !== answer.address) {
            toast.warning(MAP_SETTINGS.notUpdatedTitle, { description: MAP_SETTINGS.notUpdatedToast });
          }
        }),
      { check: { schema: firmSettingsUpdateSchema, body }, done: TOASTS.settingsSaved, failed: failed.saveFailed },
    );
    setErrors(fieldsOf(result));
    setConflict(!result.ok && result.conflict ? { conflict: result.conflict, tab, body } : null);
  }

  return (
    <>
      <PageHeader title="Settings" description="The firm's details as the public site shows them" />
      {values && saved ? (
        <SettingsTabs
          values={values}
          saved={saved}
          set={(patch) => setValues({ ...values, ...patch })}
          errors={errors}
          onSave={save}
        />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
      {conflict && (
        <EditConflictDialog
          conflict={conflict.conflict}
          yours={conflict.body as Record<string, unknown>}
          onReload={() => reloadTheirs(conflict.conflict)}
          onOverwrite={() => send(conflict.tab, conflict.body, conflict.conflict.version)}
          onClose={() => setConflict(null)}
        />
      )}
    </>
  );
}
