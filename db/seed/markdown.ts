import { escapeHtml } from '#lib/html-text.ts'

/**
 * The Markdown the content files use, and no more: blocks are separated by a blank line; `## ` and
 * `### ` open headings; a block that starts with `<` is HTML and is kept as it is (as in CommonMark);
 * any other block is a paragraph of plain text.
 */
export function markdownToHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      if (block.startsWith('<')) return block
      const heading = /^(#{2,3}) (.*)$/s.exec(block)
      if (heading) return `<h${heading[1]!.length}>${escapeHtml(heading[2]!.trim())}</h${heading[1]!.length}>`
      return `<p>${escapeHtml(block.replace(/\s*\n\s*/g, ' '))}</p>`
    })
    .join('\n')
}

/** The paragraphs of a body, as plain text (for PDFs and first lines). */
export function markdownParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !block.startsWith('#') && !block.startsWith('<'))
}
