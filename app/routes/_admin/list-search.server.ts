import { controlCharactersAsSpaces } from '#lib/validation/control-characters.ts'

/**
 * A back-office list's search words from the address: control characters (a NUL the database
 * cannot take, decision 019) read as spaces, at most 200 characters.
 */
export const listSearchOf = (url: URL) =>
  controlCharactersAsSpaces(url.searchParams.get('q') ?? '')
    .trim()
    .slice(0, 200)
