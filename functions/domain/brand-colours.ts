/**
 * The site's light-theme colours (web/src/styles/base.css), for what Receipts draws outside the site: e-mails
 * (mail clients take no style sheet) and link-preview cards. A unit test holds them to the style sheet.
 */
export const brandColours = {
  primary: '#4f46e5',
  primaryText: '#ffffff',
  surface: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  border: '#e2e8f0',
} as const;
