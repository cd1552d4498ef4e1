import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from '../zod.ts'
import { MESSAGES } from '../validation-messages.ts'
import { DEFAULT_MESSAGES, isIsoDate } from './predicates.ts'
import { absence, acceptance, confirmation, date, email, emailPattern, exactLength, exclusion, inclusion, length, maxLength, numericality, presence, required, urlPattern } from './rules.ts'

/** The messages a schema reports for a value ([] when it passes). */
const messages = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('default messages (spec §5)', () => {
  it('are the spec wordings', () => {
    expect(DEFAULT_MESSAGES.presence).toBe('is required')
    expect(DEFAULT_MESSAGES.email).toBe('is not a valid email')
    expect(DEFAULT_MESSAGES.tooLong).toBe('is too long')
    expect(DEFAULT_MESSAGES.tooShort).toBe('is too short')
    expect(DEFAULT_MESSAGES.url).toBe('is not a valid URL')
    expect(DEFAULT_MESSAGES.number).toBe('is not a number')
    expect(DEFAULT_MESSAGES.greaterThan(5)).toBe('must be greater than 5')
    expect(DEFAULT_MESSAGES.lessThan(5)).toBe('must be less than 5')
    expect(DEFAULT_MESSAGES.acceptance).toBe('must be accepted')
    expect(DEFAULT_MESSAGES.confirmation).toBe("doesn't match the confirmation field")
    expect(DEFAULT_MESSAGES.exclusion).toBe('is reserved')
    expect(DEFAULT_MESSAGES.inclusion).toBe('is not included in the list')
  })
})

describe('presence and absence', () => {
  it('presence rejects blank values with "is required"', () => {
    for (const blank of [undefined, null, '', '   ', []]) expect(messages(presence(), blank)).toEqual(['is required'])
    for (const present of ['a', ' a ', 0, false, ['x']]) expect(messages(presence(), present)).toEqual([])
  })
  it('absence accepts only blank values', () => {
    expect(messages(absence(), '')).toEqual([])
    expect(messages(absence(), undefined)).toEqual([])
    expect(messages(absence(), 'bot')).toEqual([DEFAULT_MESSAGES.absence])
  })
  it('messages can be overridden', () => {
    expect(messages(presence({ message: 'Tell us' }), '')).toEqual(['Tell us'])
  })
  it('property: any text with a non-space character is present, whitespace alone is not', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(presence().safeParse(s).success).toBe(s.trim() !== '')
      }),
    )
  })
})

describe('acceptance', () => {
  it('accepts a ticked checkbox with or without JavaScript', () => {
    for (const yes of [true, 'on', 'true', '1', 1, 'yes']) expect(messages(acceptance(), yes)).toEqual([])
  })
  it('rejects anything else with "must be accepted"', () => {
    for (const no of [false, undefined, '', 'off', 'false', 0]) expect(messages(acceptance(), no)).toEqual(['must be accepted'])
  })
})

describe('confirmation', () => {
  const schema = z.object({ password: z.string(), passwordConfirmation: z.string() }).check(z.superRefine(confirmation('password')))
  it('passes when the fields match', () => {
    expect(schema.safeParse({ password: 'secret', passwordConfirmation: 'secret' }).success).toBe(true)
  })
  it('reports a mismatch on the confirmation field', () => {
    const result = schema.safeParse({ password: 'secret', passwordConfirmation: 'Secret' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toMatchObject([{ path: ['passwordConfirmation'], message: "doesn't match the confirmation field" }])
  })
  it('takes another confirmation field name', () => {
    const other = z.object({ email: z.string(), repeat: z.string() }).check(z.superRefine(confirmation('email', { confirmField: 'repeat' })))
    expect(other.safeParse({ email: 'a@b.co', repeat: 'a@b.co' }).success).toBe(true)
    expect(other.safeParse({ email: 'a@b.co', repeat: 'x@b.co' }).error?.issues[0]?.path).toEqual(['repeat'])
  })
  it('property: passes exactly when both values are equal', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(schema.safeParse({ password: a, passwordConfirmation: b }).success).toBe(a === b)
      }),
    )
  })
})

describe('date format and comparison', () => {
  it('accepts real calendar dates written YYYY-MM-DD', () => {
    expect(messages(date(), '2024-02-29')).toEqual([])
    expect(messages(date(), ' 2025-12-31 ')).toEqual([])
  })
  it('rejects other formats and impossible dates', () => {
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-1', '01/02/2025', 'tomorrow', '']) {
      expect(messages(date(), bad)).toEqual(['is not a valid date'])
    }
    expect(messages(date(), 20250101)).toEqual(['is not a valid date'])
  })
  it('compares against earliest and latest, inclusive', () => {
    const window = date({ earliest: '2025-01-01', latest: '2025-12-31' })
    expect(messages(window, '2025-01-01')).toEqual([])
    expect(messages(window, '2025-12-31')).toEqual([])
    expect(messages(window, '2024-12-31')).toEqual(['must be no earlier than 2025-01-01'])
    expect(messages(window, '2026-01-01')).toEqual(['must be no later than 2025-12-31'])
  })
  it('property: every day from a Date round-trips as a valid date, and comparison agrees with time order', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [ta, tb] = [a.toISOString().slice(0, 10), b.toISOString().slice(0, 10)]
        expect(isIsoDate(ta)).toBe(true)
        expect(date({ earliest: tb }).safeParse(ta).success).toBe(ta >= tb)
      }),
    )
  })
})

describe('email pattern', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['reader@example.com', 'first.last+tag@mail.example.co.uk', "o'neil@quota.io"]) {
      expect(messages(emailPattern(), ok)).toEqual([])
    }
  })
  it('rejects malformed ones with "is not a valid email"', () => {
    for (const bad of ['', 'reader', 'reader@', '@example.com', 'a@b', 'a b@example.com', 'a..b@example.com', 'a@example.c']) {
      expect(messages(emailPattern(), bad)).toEqual(['is not a valid email'])
    }
  })
  it('property: generated addresses with a letter TLD pass', () => {
    const address = fc.emailAddress().filter((a) => /\.[A-Za-z]{2,}$/.test(a) && a.length <= 254)
    fc.assert(
      fc.property(address, (a) => {
        expect(emailPattern().safeParse(a).success).toBe(true)
      }),
    )
  })
  it('property: text without an @ never passes', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (s) => {
          expect(emailPattern().safeParse(s).success).toBe(false)
        },
      ),
    )
  })
})

describe('length', () => {
  it('minimum and maximum', () => {
    const schema = length({ minimum: 2, maximum: 4 })
    expect(messages(schema, 'a')).toEqual(['is too short'])
    expect(messages(schema, 'ab')).toEqual([])
    expect(messages(schema, 'abcd')).toEqual([])
    expect(messages(schema, 'abcde')).toEqual(['is too long'])
  })
  it('exact length says too short or too long', () => {
    expect(messages(length({ is: 3 }), 'ab')).toEqual(['is too short'])
    expect(messages(length({ is: 3 }), 'abc')).toEqual([])
    expect(messages(length({ is: 3 }), 'abcd')).toEqual(['is too long'])
  })
  it('counts characters, not UTF-16 units', () => {
    expect(messages(length({ maximum: 2 }), '😀😀')).toEqual([])
  })
  it('property: passes exactly when min <= length <= max', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat(20), fc.nat(20), (s, a, b) => {
        const [minimum, maximum] = [Math.min(a, b), Math.max(a, b)]
        const n = [...s].length
        expect(length({ minimum, maximum }).safeParse(s).success).toBe(n >= minimum && n <= maximum)
      }),
    )
  })
})

describe('numericality', () => {
  it('accepts numbers and numeric text, outputting the number', () => {
    expect(numericality().parse('42')).toBe(42)
    expect(numericality().parse(' -3.5 ')).toBe(-3.5)
    expect(numericality().parse(7)).toBe(7)
  })
  it('rejects anything else with "is not a number"', () => {
    for (const bad of ['', 'abc', '1,000', '0x10', 'Infinity', Number.NaN, null, undefined, {}]) {
      expect(messages(numericality(), bad)).toEqual(['is not a number'])
    }
  })
  it('integer, even and odd', () => {
    expect(messages(numericality({ onlyInteger: true }), '2.5')).toEqual(['must be an integer'])
    expect(messages(numericality({ even: true }), '3')).toEqual(['must be even'])
    expect(messages(numericality({ even: true }), '4')).toEqual([])
    expect(messages(numericality({ odd: true }), '4')).toEqual(['must be odd'])
    expect(messages(numericality({ odd: true }), '-3')).toEqual([])
  })
  it('comparisons', () => {
    const schema = numericality({ greaterThan: 0, lessThan: 10 })
    expect(messages(schema, '0')).toEqual(['must be greater than 0'])
    expect(messages(schema, '10')).toEqual(['must be less than 10'])
    expect(messages(schema, '5')).toEqual([])
    expect(messages(numericality({ greaterThanOrEqualTo: 1 }), 0)).toEqual(['must be greater than or equal to 1'])
    expect(messages(numericality({ lessThanOrEqualTo: 1 }), 2)).toEqual(['must be less than or equal to 1'])
  })
  it('property: every integer passes integer and exactly one of even/odd', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(numericality({ onlyInteger: true }).safeParse(String(n)).success).toBe(true)
        const even = numericality({ even: true }).safeParse(n).success
        const odd = numericality({ odd: true }).safeParse(n).success
        expect(even).not.toBe(odd)
        expect(even).toBe(n % 2 === 0)
      }),
    )
  })
  it('property: greater/less agree with the comparison', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), (n, bound) => {
        expect(numericality({ greaterThan: bound }).safeParse(n).success).toBe(n > bound)
        expect(numericality({ lessThan: bound }).safeParse(String(n)).success).toBe(n < bound)
      }),
    )
  })
})

describe('URL pattern', () => {
  it('accepts absolute http(s) addresses', () => {
    for (const ok of ['https://quota.com', 'http://example.com/path?q=1#x', 'https://sub.example.co.uk:8080/a']) {
      expect(messages(urlPattern(), ok)).toEqual([])
    }
  })
  it('rejects others with "is not a valid URL"', () => {
    for (const bad of ['', 'quota.com', 'ftp://quota.com', 'javascript:alert(1)', 'https://', 'https://exa mple.com']) {
      expect(messages(urlPattern(), bad)).toEqual(['is not a valid URL'])
    }
  })
  it('property: generated web URLs pass', () => {
    fc.assert(
      fc.property(fc.webUrl(), (u) => {
        expect(urlPattern().safeParse(u).success).toBe(true)
      }),
    )
  })
})

describe('inclusion and exclusion', () => {
  it('inclusion: "is not included in the list"', () => {
    const plan = inclusion(['print', 'digital'])
    expect(messages(plan, 'print')).toEqual([])
    expect(messages(plan, 'gold')).toEqual(['is not included in the list'])
  })
  it('exclusion: "is reserved"', () => {
    const username = exclusion(['admin', 'root'])
    expect(messages(username, 'admin')).toEqual(['is reserved'])
    expect(messages(username, 'reader')).toEqual([])
  })
  it('property: inclusion and exclusion of the same list are complementary', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (list, value) => {
        expect(inclusion(list).safeParse(value).success).toBe(list.includes(value))
        expect(exclusion(list).safeParse(value).success).toBe(!list.includes(value))
      }),
    )
  })
})

describe('shared-message helpers (spec §5)', () => {
  it('required: "Required"', () => {
    expect(messages(required(), '  ')).toEqual([MESSAGES.required])
    expect(messages(required(), undefined)).toEqual(['Required'])
    expect(required().parse(' x ')).toBe('x')
  })
  it('email: "Required", then "Invalid email"', () => {
    expect(messages(email(), '')).toEqual(['Required'])
    expect(messages(email(), 'nope')).toEqual(['Invalid email'])
    expect(messages(email(), 'a@example.com')).toEqual([])
  })
  it('exact length: singular and plural', () => {
    expect(messages(exactLength(1), 'ab')).toEqual(['Must be 1 character'])
    expect(messages(exactLength(5), 'abc')).toEqual(['Must be 5 characters'])
    expect(messages(exactLength(5), 'abcde')).toEqual([])
  })
  it('maximum length: "Must be less than N characters"', () => {
    expect(messages(maxLength(4), 'abcd')).toEqual(['Must be less than 4 characters'])
    expect(messages(maxLength(4), 'abc')).toEqual([])
  })
  it('property: maxLength(n) passes exactly below n characters, exactLength(n) exactly at n', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 1, max: 20 }), (s, n) => {
        expect(maxLength(n).safeParse(s).success).toBe([...s].length < n)
        expect(exactLength(n).safeParse(s).success).toBe([...s].length === n)
      }),
    )
  })
})
