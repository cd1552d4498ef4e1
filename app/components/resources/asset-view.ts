import type { Resource } from '#lib/content-model.ts'

/** What the asset page shows of a resource: a gated file's address never reaches the page. */
export interface AssetView {
  kind: 'asset'
  resource: Omit<Resource, 'contentHtml' | 'file'> & { file: Resource['file']; pages: number | null }
  html: string
  gated: boolean
  /** Set once this browser or reader unlocked a gated file. */
  downloadUrl: string | null
  prefill: Record<string, string>
}
