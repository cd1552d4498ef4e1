import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { PRIVATE_FILES_PATH, privateDirFor } from '#db/private-files.ts'
import { slugify } from '#lib/section-paths.ts'
import { uploadsPath } from '#lib/site-paths.ts'
import { ServiceError } from '../errors.ts'
import type { ContentHome } from './content-home.ts'

/** The largest document the editor takes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
const PDF_MAGIC = Buffer.from('%PDF-')

export interface StoredDocument {
  /** Its site path: under the uploads (public) or the private folder (gated: only the download route serves it). */
  url: string
  size: number
  mimeType: 'application/pdf'
}

/**
 * The PDFs an editor attaches to an item: a magazine issue's digital edition (public, in the
 * uploads folder) or a resource's gated download (in the private folder, streamed only after the
 * lead form). The type is read from the bytes, never the name; each file gets a fresh name, so an
 * old link never serves a new file.
 */
export function createDocumentStore({ uploadsDir, home }: { uploadsDir: string; home: ContentHome }) {
  return {
    async store(input: { fileName: string; bytes: Buffer; gated: boolean }): Promise<StoredDocument> {
      home.assertEditableHere()
      if (!input.bytes.length) throw new ServiceError('validation_failed', 'The file is empty')
      if (input.bytes.length > MAX_DOCUMENT_BYTES) throw new ServiceError('validation_failed', 'The file is over 10 MB')
      if (!input.bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new ServiceError('validation_failed', 'Only PDF files: this one is not a PDF')
      const name = `${slugify(input.fileName.replace(/\.pdf$/i, '')).slice(0, 80) || 'document'}-${randomBytes(4).toString('hex')}.pdf`
      const relative = input.gated ? `resources/${name}` : `documents/${new Date().toISOString().slice(0, 7).replace('-', '/')}/${name}`
      const path = join(input.gated ? privateDirFor(uploadsDir) : uploadsDir, relative)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, input.bytes)
      return { url: input.gated ? `${PRIVATE_FILES_PATH}${relative}` : uploadsPath(relative), size: input.bytes.length, mimeType: 'application/pdf' }
    },
  }
}

export type DocumentStore = ReturnType<typeof createDocumentStore>
