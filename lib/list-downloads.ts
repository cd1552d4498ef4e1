/**
 * The publisher's terms for a list edition's downloads (docs/decisions/064): stated on the list
 * page beside the links, inside the JSON file, and as the files' `Link: rel="license"`.
 */
export const LIST_TERMS_PATH = '/reprints'

export function listDownloadTerms(siteName: string): string {
  return `© ${siteName}. Quote and cite this edition with credit to ${siteName} and a link to its page; republishing the ranking, in whole or in part, needs our permission (see Reprints).`
}
