import { cpSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The integration suite's uploads (tests/setup/global-db.ts seeds into them), kept between runs: seed images are drawn once per machine. */
export const TEST_UPLOADS = resolve('.data/test/uploads')

/**
 * Puts the pictures the suite's seed drew (tests/setup/global-db.ts) in a data folder's uploads, as
 * a later seed on this machine finds them. Drawing is deterministic and the seed keeps a file in
 * place (db/seed/images.ts), so a first start there still migrates and seeds a fresh database but
 * does not draw the 1 600 files again: that was more than half of a first start (55 s against
 * 23 s at load 8). Before the integration suite has run on this clone there is nothing to copy,
 * and the start draws them.
 */
export function copySeedPictures(dataDir: string): void {
  if (!existsSync(TEST_UPLOADS)) return
  cpSync(TEST_UPLOADS, join(dataDir, 'uploads'), { recursive: true })
}
