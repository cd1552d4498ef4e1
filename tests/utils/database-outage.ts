import type { DatabaseHandle } from '#db/client.ts'

type Patchable = Record<string, unknown>

/**
 * The database stops answering, as during a restart or a network blip, and comes back when the
 * returned function is called: every statement fails with the driver's "connection terminated"
 * error meanwhile. Unlike closing the handle, the same database returns, with its sessions.
 */
export function stopDatabase(database: DatabaseHandle): () => void {
  const client = (database.db as unknown as { $client: Patchable }).$client
  const names = ['query', 'exec', 'transaction', 'connect'].filter((name) => typeof client[name] === 'function')
  const originals = new Map(names.map((name) => [name, client[name]]))
  for (const name of names) {
    client[name] = () => Promise.reject(new Error('Connection terminated unexpectedly'))
  }
  return () => {
    for (const [name, original] of originals) client[name] = original
  }
}
