import { describe, expect, it } from 'vitest'
import { linkAddressProblem } from './link-form.tsx'
import { wordCount } from './editor-bar.tsx'

describe('the editor’s link form', () => {
  it('takes the web’s addresses, mail and the site’s own pages', () => {
    for (const address of ['https://example.com/playbook', 'http://example.com', ' /blog/forecasting ', 'mailto:ana@example.com']) expect(linkAddressProblem(address), address).toBeNull()
  })

  it('refuses what is no address a reader could follow', () => {
    for (const address of ['', 'playbook', 'example.com', '//evil.example', 'javascript:alert(1)', 'https://localhost', 'mailto:nobody', 'ftp://example.com/file'])
      expect(linkAddressProblem(address), address).toMatch(/^Enter/)
  })
})

describe('the editor’s word count', () => {
  it('counts the words of the body’s text, not its tags', () => {
    expect(wordCount('<h2>Why it matters</h2><p>Read the <a href="https://example.com">playbook</a>.</p>')).toBe(6)
    expect(wordCount('<p></p>')).toBe(0)
  })
})
