import { ACCOUNT_TEXTS } from "@domain/messages";
import { PasswordField } from "~/components/admin/fields";

/** A new password typed twice (invitation, reset, change): the server checks that the two agree too. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  hint,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  hint?: string;
}) {
  return (
    <>
      <PasswordField
        label={ACCOUNT_TEXTS.newPassword}
        value={password}
        onChange={onPassword}
        hint={hint}
        autoComplete="new-password"
      />
      <PasswordField
        label={ACCOUNT_TEXTS.confirmPassword}
        value={confirm}
        onChange={onConfirm}
        autoComplete="new-password"
      />
    </>
  );
}
