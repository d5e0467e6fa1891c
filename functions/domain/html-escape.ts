/** Text made safe inside HTML (or SVG) elements and quoted attributes: e-mails, link previews, preview cards. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
