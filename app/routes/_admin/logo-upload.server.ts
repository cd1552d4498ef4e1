import type { LogoUpload } from '#server/services/companies/company-logo.ts'

/** The logo a form's file input carried; null when none was chosen (the browser then sends an empty file). */
export async function logoUploadOf(file: File | undefined): Promise<LogoUpload | null> {
  return file?.size ? { fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()) } : null
}
