/** A LIKE pattern finding `text` anywhere, its wildcards taken as they are. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
