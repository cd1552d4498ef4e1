import type { Database } from '#db/client.ts'
import { storeLibraryImage, type ImageUpload } from '../newsroom/media-library.ts'

/** A company's logo as a form sent it: the file's name and bytes (its title and alt text come from the company). */
export type LogoUpload = Omit<ImageUpload, 'title' | 'altText'>

/** Stores a company's logo in the media library, titled and described by the company's name. */
export function storeCompanyLogo(db: Database, uploadsDir: string, companyName: string, logo: LogoUpload) {
  return storeLibraryImage(db, uploadsDir, { ...logo, title: `${companyName} logo`, altText: `${companyName} logo` })
}
