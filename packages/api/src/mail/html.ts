/** Text put into an e-mail's HTML: the five characters HTML gives a meaning to, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The shop's identity, at the foot of every message (the terms of sale's seller). */
const SHOP_SIGNATURE = ['OTECH', 'Piles, batteries et chargeurs pour les professionnels', 'commandes@otech.fr'];

/** A message's HTML from its paragraphs (already escaped where they hold customer text), with the signature. */
export function mailHtml(paragraphs: readonly string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1a1a1a">\n${body}\n<p style="color:#555">${SHOP_SIGNATURE.map(escapeHtml).join('<br>')}</p></body></html>`;
}

/** The plain-text part of the same message. */
export function mailText(paragraphs: readonly string[]): string {
  return [...paragraphs, SHOP_SIGNATURE.join('\n')].join('\n\n');
}
