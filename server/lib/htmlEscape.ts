/*
 * Text put into HTML the server writes itself (the emails' HTML part, the unsubscribe page):
 * people's words and translations may hold any character, so the five that HTML reads as markup
 * (in text or in a quoted attribute) are written as entities.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text as HTML text or attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
