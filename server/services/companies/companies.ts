import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import type { PurgeBus } from '../../cache/purge-bus.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import type { Leads } from '../leads/leads.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import { createCompanyClaims } from './company-claims.ts'
import { createCompanyEditor } from './company-editor.ts'
import { createCompanyIndex } from './company-index.ts'
import { createCompanyMerge } from './company-merge.ts'
import { createCompanyProfiles } from './company-profile.ts'

/** The companies on the lists: their pages, their index, sales' leads from them and the back office's details and merge. */
export function createCompanies({
  db,
  audit,
  leads,
  site,
  salesEmail,
  purge,
  log,
  uploadsDir,
}: {
  db: Database
  audit: AuditLog
  leads: Leads
  site: SiteInfo
  salesEmail: string
  purge: PurgeBus
  log: Logger
  uploadsDir: string
}) {
  return {
    profiles: createCompanyProfiles({ db, siteName: site.siteName }),
    index: createCompanyIndex({ db }),
    claims: createCompanyClaims({ leads, site, salesEmail }),
    merging: createCompanyMerge({ db, audit }),
    editing: createCompanyEditor({ db, audit, purge, log, uploadsDir }),
  }
}

export type Companies = ReturnType<typeof createCompanies>
