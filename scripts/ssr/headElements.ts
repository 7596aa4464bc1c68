/** One `<title>…</title>`, or one self-closed `<meta …/>` / `<link …/>`, at the start of the text. */
const LEADING_HEAD_ELEMENT = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)/;

/**
 * React 19 hoists a page's `<title>`, `<meta>` and `<link>` elements, but `renderToString` of the
 * app (not of a whole document) writes them at the start of its HTML, which would put them in the
 * body, where search engines ignore a canonical link. They are moved into the head; the browser's
 * React finds and keeps them there.
 */
export function splitHeadElements(html: string): { head: string; body: string } {
  let body = html;
  const head: string[] = [];
  for (let match = LEADING_HEAD_ELEMENT.exec(body); match; match = LEADING_HEAD_ELEMENT.exec(body)) {
    head.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { head: head.join(''), body };
}
