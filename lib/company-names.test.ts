import { describe, expect, it } from 'vitest'
import { normalizeCompanyName, websiteDomain } from './company-names.ts'

describe('normalizeCompanyName', () => {
  it.each([
    ['Acme, Inc.', 'acme'],
    ['ACME Inc', 'acme'],
    ['Acme Incorporated', 'acme'],
    ['acme LLC', 'acme'],
    ['Acme L.L.C.', 'acme'],
    ['Acme Ltd.', 'acme'],
    ['Acme Holdings Co., Ltd.', 'acme holdings'],
    ['Smith & Jones', 'smith and jones'],
    ['Smith and Jones Corp.', 'smith and jones'],
    ['Smith & Co.', 'smith'],
    ['Zürich Software GmbH', 'zurich software'],
    ['A.C.M.E.', 'acme'],
    ["O'Brien Sales", 'obrien sales'],
    ['  Bayline   Analytics  ', 'bayline analytics'],
    ['Bay-Line/Analytics', 'bay line analytics'],
  ])('%s is %s', (name, expected) => {
    expect(normalizeCompanyName(name)).toBe(expected)
  })

  it('keeps a name that is only a legal form, and tells different companies apart', () => {
    expect(normalizeCompanyName('Inc.')).toBe('inc')
    expect(normalizeCompanyName('Incorporate Labs')).toBe('incorporate labs')
    expect(normalizeCompanyName('Acme Analytics')).not.toBe(normalizeCompanyName('Acme'))
  })

  it('gives nothing for a name of punctuation only', () => {
    expect(normalizeCompanyName(' ,.;- ')).toBe('')
  })
})

describe('websiteDomain', () => {
  it.each([
    ['https://www.acme.com/about?x=1', 'acme.com'],
    ['http://ACME.com:8080', 'acme.com'],
    ['acme.com:8080/x', 'acme.com'],
    ['www.acme.com', 'acme.com'],
    ['acme.com/', 'acme.com'],
    ['https://www2.acme.co.uk/', 'acme.co.uk'],
    ['https://shop.acme.com', 'shop.acme.com'],
    ['https://acme.com.', 'acme.com'],
  ])('%s is %s', (website, expected) => {
    expect(websiteDomain(website)).toBe(expected)
  })

  it.each(['', '   ', 'localhost', 'not a website', 'mailto:sales@acme.com', 'https://'])('%j names no domain', (website) => {
    expect(websiteDomain(website)).toBe('')
  })
})
