import { ADMIN_PASSWORD } from "@domain/constants";
import { ACCOUNT_TEXTS } from "@domain/messages";
import { PasswordField } from "~/components/admin/fields";
import { usePasswordAdvice } from "~/lib/admin/password-advice";

/**
 * A new password typed twice (invitation, reset, change): the server checks that the two agree too.
 * Under the first, zxcvbn's advice while the password is easy to guess (the server refuses the worst).
 */
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
  const advice = usePasswordAdvice(password, ADMIN_PASSWORD.minLength);
  return (
    <>
      <PasswordField
        label={ACCOUNT_TEXTS.newPassword}
        value={password}
        onChange={onPassword}
        hint={hint}
        autoComplete="new-password"
      />
      <p aria-live="polite" data-password-advice className="-mt-2 text-sm text-amber-800 empty:hidden">
        {advice.join(" ")}
      </p>
      <PasswordField
        label={ACCOUNT_TEXTS.confirmPassword}
        value={confirm}
        onChange={onConfirm}
        autoComplete="new-password"
      />
    </>
  );
}
