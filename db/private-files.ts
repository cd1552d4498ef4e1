import { resolve } from 'node:path'

/**
 * Gated downloads live in a private folder beside the uploads folder, which the static handler
 * serves to anyone: only the download route, after checking a lead's access, streams them.
 * Content names such a file by a site path under PRIVATE_FILES_PATH, which nothing serves
 * directly (the WordPress shape stays a link field; a real WordPress would protect the folder).
 */
export const privateDirFor = (uploadsDir: string) => resolve(uploadsDir, '..', 'private')

export const PRIVATE_FILES_PATH = '/wp-content/private/'
