import type { PresentEditor } from "@domain/schemas/presence";

/** Back-office words of who else is editing an item (docs/decisions/040). */
export const PRESENCE_TEXT = {
  you: "You, in another tab",
  isEditing: (name: string) => `${name} is editing`,
  areEditing: (names: string) => `${names} are editing`,
  saveRule: "Saving still checks that no one saved since you opened it.",
} as const;

/** "Ann Writer is editing", "Ann Writer and Bob Lee are editing", "You, in another tab", or both. */
export function presenceSentence(editors: readonly PresentEditor[]): string {
  const names = editors.filter((e) => !e.sameAccount).map((e) => e.name);
  const others =
    names.length === 0
      ? null
      : names.length === 1
        ? PRESENCE_TEXT.isEditing(names[0] ?? "")
        : PRESENCE_TEXT.areEditing(new Intl.ListFormat("en-US", { type: "conjunction" }).format(names));
  const you = editors.some((e) => e.sameAccount) ? PRESENCE_TEXT.you : null;
  return [others, you].filter(Boolean).join(" · ");
}
