import type { CSSProperties } from 'react'

/**
 * The mail's look, written inline (Gmail and Outlook drop most <style> rules). The colours read on
 * a light page and when a client darkens it: mid-tone accents, never white on transparent, and the
 * head's dark-mode rules (Apple Mail, Outlook.com) only swap the backgrounds and the ink.
 */
export const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

export const COLORS = {
  page: '#eef1f4',
  paper: '#ffffff',
  ink: '#1c2530',
  muted: '#4f5d6b',
  accent: '#0b5cad',
  rule: '#d5dbe1',
  sponsorPaper: '#fdf6e3',
  sponsorRule: '#d9a520',
} as const

/** The content column: 600 pixels, the width every client shows without scrolling. */
export const MAIL_WIDTH = 600
export const GUTTER = 24
export const INNER_WIDTH = MAIL_WIDTH - 2 * GUTTER

export const text: CSSProperties = { margin: '0 0 12px', fontFamily: FONT_STACK, fontSize: '16px', lineHeight: '24px', color: COLORS.ink }
export const small: CSSProperties = { ...text, fontSize: '13px', lineHeight: '20px', color: COLORS.muted }
export const label: CSSProperties = { ...small, margin: '0 0 4px', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: COLORS.accent }
export const link: CSSProperties = { color: COLORS.accent, textDecoration: 'underline' }
export const titleLink: CSSProperties = { color: COLORS.ink, textDecoration: 'none' }

/** Clients that honour prefers-color-scheme get a dark page; the rest keep the inline colours, which read either way. */
export const DARK_MODE_CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){.mail-page{background:#0f1419!important}.mail-paper{background:#1a2129!important}
.mail-paper p,.mail-paper h1,.mail-paper h2,.mail-paper li,.mail-paper a.mail-title{color:#e6ebf0!important}
.mail-paper a{color:#7fb6ef!important}.mail-sponsor{background:#2a2414!important}}`
