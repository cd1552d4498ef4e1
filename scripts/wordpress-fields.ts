/** `npm run wordpress:fields`: writes the WordPress plugin's field catalogue (fields.json) from lib/section-fields.ts. */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { catalogueText } from './lib/wordpress-field-catalogue.ts'

const target = resolve(import.meta.dirname, '../wordpress/quota-content/fields.json')
writeFileSync(target, catalogueText())
process.stdout.write(`Wrote ${target}\n`)
