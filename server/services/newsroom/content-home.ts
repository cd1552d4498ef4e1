import { ServiceError } from '../errors.ts'

/**
 * Where the content is edited: in the back office (the embedded store), or in the WordPress that
 * CONTENT_API_URL names. With WordPress, its editors keep working there, and the back office's
 * content screens say so, link to its admin and change nothing (what the site shows comes from
 * WordPress, so a change here would never reach it).
 */
export interface ContentHome {
  /** WordPress's admin, when the content lives there. */
  wordpressAdminUrl: string | null
  /** Refuses a change when the content lives in WordPress. */
  assertEditableHere(): void
}

export function createContentHome(contentApiUrl: string | undefined): ContentHome {
  const wordpressAdminUrl = contentApiUrl ? `${contentApiUrl.replace(/\/+$/, '')}/wp-admin/` : null
  return {
    wordpressAdminUrl,
    assertEditableHere() {
      if (wordpressAdminUrl) throw new ServiceError('conflict', `This site’s content is edited in WordPress: make the change at ${wordpressAdminUrl}`)
    },
  }
}
