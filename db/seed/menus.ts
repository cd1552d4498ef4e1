import { readText } from './content-files.ts'

/** The demo's navigation menus (content/menus/), WordPress-style fragments with relative links, so they work on any host. */
export const headerMenuHtml = readText('menus/header.html').trim()
export const footerMenuHtml = readText('menus/footer.html').trim()
