import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { normalizeCompanyName, websiteDomain } from '#lib/company-names.ts'
import { slugify } from '#lib/section-paths.ts'
import type { Database } from '../client.ts'
import { companies, companyAliases, type CompanyAliasKind } from '../schema/index.ts'

/** A row's company as the row names it. */
export interface NamedCompany {
  name: string
  website?: string
  headquarters?: string
}

interface Keys {
  name: string
  domain: string
}

const keysOf = (row: NamedCompany): Keys => ({ name: normalizeCompanyName(row.name), domain: websiteDomain(row.website ?? '') })

/**
 * The companies that rows name, in the rows' order (null for a row that names none): a website's
 * domain known as a company's finds it first, then the normalized name; a row that finds neither
 * makes a new company. What each row was called by is kept as the company's aliases, so the next
 * spelling with the same website or name finds the same company.
 */
export async function resolveCompanies(db: Database, rows: readonly NamedCompany[]): Promise<(number | null)[]> {
  const keys = rows.map(keysOf)
  const byAlias = await knownAliases(db, keys)
  const find = ({ name, domain }: Keys) => (domain && byAlias.get(`domain:${domain}`)) || byAlias.get(`name:${name}`)
  const ids: (number | null)[] = []
  const aliases = new Map<string, { companyId: number; kind: CompanyAliasKind; value: string; seenAs: string }>()
  for (const [i, row] of rows.entries()) {
    const key = keys[i]!
    if (!key.name) {
      ids.push(null)
      continue
    }
    const companyId = find(key) ?? (await createCompany(db, row))
    ids.push(companyId)
    for (const [kind, value, seenAs] of [
      ['name', key.name, row.name.trim()],
      ['domain', key.domain, row.website?.trim() ?? ''],
    ] as const) {
      if (!value || byAlias.has(`${kind}:${value}`)) continue
      byAlias.set(`${kind}:${value}`, companyId)
      aliases.set(`${kind}:${value}`, { companyId, kind, value, seenAs })
    }
  }
  if (aliases.size)
    await db
      .insert(companyAliases)
      .values([...aliases.values()])
      .onConflictDoNothing()
  return ids
}

/** The company that one name (and website) resolves to. */
export async function resolveCompany(db: Database, row: NamedCompany): Promise<number | null> {
  const [id] = await resolveCompanies(db, [row])
  return id ?? null
}

async function knownAliases(db: Database, keys: Keys[]): Promise<Map<string, number>> {
  const names = [...new Set(keys.map((key) => key.name).filter(Boolean))]
  const domains = [...new Set(keys.map((key) => key.domain).filter(Boolean))]
  if (!names.length) return new Map()
  const known = await db
    .select({ kind: companyAliases.kind, value: companyAliases.value, companyId: companyAliases.companyId })
    .from(companyAliases)
    .where(or(and(eq(companyAliases.kind, 'name'), inArray(companyAliases.value, names)), domains.length ? and(eq(companyAliases.kind, 'domain'), inArray(companyAliases.value, domains)) : undefined))
  return new Map(known.map((alias) => [`${alias.kind}:${alias.value}`, alias.companyId]))
}

/** A new company under the row's spelling, at a free address made from its name. */
export async function createCompany(db: Database, row: NamedCompany): Promise<number> {
  const name = row.name.trim().slice(0, 300)
  const base = (slugify(name) || 'company').slice(0, 80).replace(/-+$/, '')
  const taken = new Set(
    (
      await db
        .select({ slug: companies.slug })
        .from(companies)
        .where(or(eq(companies.slug, base), sql`${companies.slug} like ${`${base}-%`}`))
    ).map((company) => company.slug),
  )
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  const website = /^https?:\/\/\S+$/i.test(row.website?.trim() ?? '') ? row.website!.trim() : ''
  const [created] = await db
    .insert(companies)
    .values({ slug, name, website, headquarters: row.headquarters?.trim().slice(0, 200) ?? '' })
    .returning({ id: companies.id })
  return created!.id
}
