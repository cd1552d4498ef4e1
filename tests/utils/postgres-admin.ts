import pg from 'pg'

export const TEMPLATE_DATABASE = 'quota_test_template'

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** Runs one statement on the server's maintenance database (create and drop need it). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
