/** "Whitmore & Associates'" and "Smith's": the possessive of a name, as English writes it after a final s. */
export const possessive = (name: string) => (/s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`);
