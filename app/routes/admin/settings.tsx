import { ADMIN_EXTRA_TOASTS, TOAST_TITLES, TOASTS } from "@domain/messages";
import type { FirmSettings } from "@domain/rows";
import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "~/components/admin/page-header";
import { SettingsTabs } from "~/components/admin/settings/settings-tabs";
import { Skeleton } from "~/components/admin/skeleton";
import { answerOf, client, isUnauthorized } from "~/lib/admin/api";
import { type FieldErrors, validateBody } from "~/lib/admin/form";
import { adminMeta } from "~/lib/admin/meta";
import { MAP_SETTINGS } from "~/lib/admin/office-map-text";
import { type SettingsTab, tabBody } from "~/lib/admin/settings";
import { runWrite } from "~/lib/admin/use-crud";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => adminMeta("Settings");

const failed = ADMIN_EXTRA_TOASTS.settings;

export default function AdminSettings() {
  const [values, setValues] = useState<FirmSettings | null>(null);
  // What is stored (the site shows): the map section's notice and its shown coordinates follow it.
  const [saved, setSaved] = useState<FirmSettings | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    answerOf(client.settings.all.$get())
      .then((loaded) => {
        setValues(loaded);
        setSaved(loaded);
      })
      .catch((error) => {
        if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: failed.loadFailed });
      });
  }, []);

  async function save(tab: SettingsTab) {
    if (!values) return;
    const invalid = validateBody(firmSettingsUpdateSchema, tabBody(tab, values));
    if (invalid) {
      setErrors(invalid);
      toast.error(TOAST_TITLES.error, { description: failed.saveFailed });
      return;
    }
    const result = await runWrite(
      // The answer carries what the server decided: a new consent version, the map's looked-up point.
      () =>
        answerOf(client.settings.$put({ json: tabBody(tab, values) })).then((answer) => {
          const { consentVersion, mapLatitude, mapLongitude, mapAddress } = answer;
          setValues((current) => current && { ...current, consentVersion, mapLatitude, mapLongitude, mapAddress });
          setSaved(answer);
          if (tab === "firm" && answer.mapAddress !== answer.address) {
            toast.warning(MAP_SETTINGS.notUpdatedTitle, { description: MAP_SETTINGS.notUpdatedToast });
          }
        }),
      TOASTS.settingsSaved,
      failed.saveFailed,
    );
    setErrors(result.ok ? {} : (result.fields ?? {}));
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
    </>
  );
}
