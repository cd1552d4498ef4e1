import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { wordpressUrl } from './wordpress-access.ts'

/**
 * scripts/wordpress-server.sh shares /etc/wordpress with any other WordPress on the machine: it
 * writes its own per-port config and leaves Debian's host configs as they were.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const HOST_CONFIGS = ['/etc/wordpress/config-127.0.0.1.php', '/etc/wordpress/config-localhost.php']
const contents = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null)

describe.runIf(wordpressUrl)("the WordPress server script's configs", () => {
  it('writes config-quota-PORT.php only, never config-127.0.0.1.php or config-localhost.php', () => {
    const before = HOST_CONFIGS.map(contents)
    const dir = mkdtempSync(join(tmpdir(), 'quota-wp-config-'))
    // A port no instance uses: its config is this test's to remove.
    const port = String(Number(new URL(wordpressUrl).port) + 1000)
    const own = `/etc/wordpress/config-quota-${port}.php`
    try {
      execFileSync('bash', [resolve(ROOT, 'scripts/wordpress/write-config.sh'), dir, port, ''], { stdio: ['ignore', 'ignore', 'inherit'] })
      expect(readFileSync(own, 'utf8')).toContain(`define('WP_HOME', 'http://127.0.0.1:${port}');`)
      expect(HOST_CONFIGS.map(contents)).toEqual(before)
      for (const config of before) expect(config ?? '').not.toContain('config-quota-')
    } finally {
      rmSync(own, { force: true })
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
