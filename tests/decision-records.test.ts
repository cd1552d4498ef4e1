import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every decision record says when it was taken and whether it still holds, and the index lists it. */
const FOLDER = join(import.meta.dirname, '../docs/decisions')
const records = readdirSync(FOLDER).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'))
const index = readFileSync(join(FOLDER, 'README.md'), 'utf8')

describe('the decision records', () => {
  it.each(records)('%s has a title, a date and a status', (name) => {
    const [title, , stamp] = readFileSync(join(FOLDER, name), 'utf8').split('\n')
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}: \\S`))
    expect(stamp).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|accepted, to revisit|superseded by \d{3})$/)
  })

  it.each(records)('%s is listed in the index', (name) => {
    expect(index).toContain(`](${name})`)
  })

  it('lists no record that is not there', () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1])
    expect(listed.filter((name) => !records.includes(name!))).toEqual([])
  })
})
