import { inflateSync } from 'node:zlib';
import { create } from 'xmlbuilder2';

/* Reading a Factur-X file back in tests without Java or poppler: its XMP, its attachment, its XML's figures. */

/** The XMP metadata packet (pdfkit writes it uncompressed). */
export function xmpOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const start = text.indexOf('<x:xmpmeta');
  const end = text.indexOf('</x:xmpmeta>');
  if (start < 0 || end < 0) throw new Error('no XMP metadata');
  return Buffer.from(text.slice(start, end + '</x:xmpmeta>'.length), 'latin1').toString('utf8');
}

/** The bytes of the one embedded file stream, inflated. */
export function embeddedFileOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const object = text.indexOf('/Type /EmbeddedFile');
  if (object < 0) throw new Error('no embedded file');
  const start = text.indexOf('stream\n', object) + 'stream\n'.length;
  const end = text.indexOf('\nendstream', start);
  const raw = pdf.subarray(start, end);
  return (text.slice(object, start).includes('/FlateDecode') ? inflateSync(raw) : raw).toString('utf8');
}

/** The file specification's dictionary (name and AFRelationship of the attachment). */
export function fileSpecOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const at = text.indexOf('/Type /Filespec');
  if (at < 0) throw new Error('no file specification');
  return text.slice(text.lastIndexOf('<<', at), text.indexOf('>>', at) + 2);
}

/** Every text of the elements named `name` (local name, any namespace, any depth), in document order. */
export function xmlTexts(xml: string, name: string): string[] {
  const document = create(xml).node as unknown as { getElementsByTagNameNS(namespace: string, name: string): ArrayLike<{ textContent: string | null }> };
  return Array.from(document.getElementsByTagNameNS('*', name), (element) => element.textContent ?? '');
}
