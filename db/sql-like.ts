/** Text matched literally inside a LIKE / ILIKE pattern: its %, _ and backslash escaped. */
export const likeLiteral = (text: string) => text.replace(/[%_\\]/g, '\\$&')
