import { ACCOUNT_TEXTS } from "@domain/messages";
import { Button } from "~/components/admin/button";
import { TextField } from "~/components/admin/fields";

/** The authenticator app's code and its Verify button: asked when setting the app up and when signing in. */
export function TotpCodeEntry({
  code,
  onCode,
  hint,
  busy,
  busyLabel,
  buttonClassName,
}: {
  code: string;
  onCode: (code: string) => void;
  hint?: string;
  busy: boolean;
  busyLabel: string;
  buttonClassName: string;
}) {
  return (
    <>
      <TextField
        label={ACCOUNT_TEXTS.codeLabel}
        hint={hint}
        value={code}
        onChange={onCode}
        required
        autoComplete="one-time-code"
      />
      <Button type="submit" disabled={busy} className={buttonClassName}>
        {busy ? busyLabel : ACCOUNT_TEXTS.verify}
      </Button>
    </>
  );
}
