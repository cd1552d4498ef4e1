import type { AppLoadContext } from 'react-router'
import { fileFieldsOf, isSectionType } from '#lib/section-fields.ts'
import { isServiceError, ServiceError } from '#lib/service-errors.ts'
import type { PostKind } from './post-kinds.ts'

/**
 * The files a section item's form brought (a resource's download, an issue's digital edition),
 * stored and named in its fields; a field left without a new file keeps the one it has. A file that
 * is not a PDF is refused with the field's message, nothing saved.
 */
export async function storedFiles(context: AppLoadContext, kind: PostKind, form: FormData): Promise<Record<string, unknown>> {
  if (!isSectionType(kind.type)) return {}
  const fields: Record<string, unknown> = {}
  for (const field of fileFieldsOf(kind.type)) {
    const file = form.get(`f.${field.name}`)
    if (!(file instanceof File) || file.size === 0) continue
    try {
      const stored = await context.documents.store({ fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()), gated: field.gated === true })
      fields[field.name] = stored.url
      if (kind.type === 'resources') Object.assign(fields, { file_type: stored.mimeType, file_size: stored.size })
    } catch (error) {
      if (isServiceError(error) && error.code === 'validation_failed')
        throw new ServiceError('validation_failed', 'Check the marked fields', { fields: { [`f.${field.name}`]: `${field.label}: ${error.message}` } })
      throw error
    }
  }
  return fields
}
