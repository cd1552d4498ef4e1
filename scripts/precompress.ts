/** Writes .br and .gz beside every compressible built asset, so no request compresses them again. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import zlib from 'node:zlib'

const root = 'build/client'
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
for (const path of files(root)) {
  if (!COMPRESSIBLE.test(path)) continue
  const source = readFileSync(path)
  if (source.length < 512) continue
  writeFileSync(`${path}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${path}.gz`, zlib.gzipSync(source, { level: 9 }))
  count += 1
}
console.log(`precompressed ${count} assets in ${root}`)
