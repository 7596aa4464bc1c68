import sharp from 'sharp';
import { thumbnail } from '@otech/api/photos';
import { capacityLabel, voltageLabel } from '@otech/domain';
import type { PhotoView, Product } from '@otech/domain';

/** Side of the generated HD pictures, in pixels. */
const SIZE = 800;

const BRAND_COLOURS: Record<string, string> = {
  OTECH: '#0b5cab', Varta: '#1f3f8f', Duracell: '#2b2b2b', Energizer: '#111111', Panasonic: '#0a3d8f',
  'GP Batteries': '#0f7a3a', Maxell: '#6b6f76', Renata: '#b3122e', Saft: '#003b71', CTEK: '#1b1b1b',
  NOCO: '#d1461d', Ansmann: '#c8102e', Patona: '#27313a', 'Hähnel': '#333333', Blumax: '#1565c0',
  'Victron Energy': '#005baa', Hella: '#1d1d1b',
};

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function label(x: number, y: number, size: number, text: string, colour = '#ffffff', weight = 'bold'): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="middle">${escape(text)}</text>`;
}

/** Button cells (coin, watch, hearing-aid) are drawn flat and round rather than as a cylinder. */
const BUTTON_CELL = /\b(CR20\d\d|LR44|SR\d+|PR44)\b/;

/** The body of the item as seen from the front, from its kind and rayon: cell, block, camera pack, phone battery, charger, accessory. */
function body(product: Product, colour: string): string {
  switch (product.type) {
    case 'pile':
      return BUTTON_CELL.test(product.name)
        ? `<circle cx="400" cy="420" r="270" fill="#aeb4bb"/><circle cx="400" cy="420" r="245" fill="${colour}"/><circle cx="400" cy="420" r="245" fill="none" stroke="#d5d9de" stroke-width="10"/>`
        : `<rect x="330" y="110" width="140" height="30" rx="8" fill="#b8bcc2"/><rect x="260" y="135" width="280" height="560" rx="40" fill="${colour}"/><rect x="260" y="560" width="280" height="135" rx="40" fill="#c9a227"/>`;
    case 'chargeur':
      return `<path d="M400 640 C 400 720, 560 700, 600 760" stroke="#333" stroke-width="14" fill="none"/><rect x="170" y="220" width="460" height="420" rx="36" fill="${colour}"/><circle cx="560" cy="290" r="16" fill="#31c45a"/>`;
    case 'accessoire':
      return `<rect x="200" y="260" width="400" height="300" rx="24" fill="${colour}"/><rect x="260" y="200" width="80" height="70" fill="#9aa0a6"/><rect x="460" y="200" width="80" height="70" fill="#9aa0a6"/>`;
    default:
      if (product.category === 'vb') {
        return `<rect x="230" y="120" width="340" height="600" rx="22" fill="${colour}"/><rect x="360" y="90" width="80" height="40" rx="6" fill="#c9a227"/>`;
      }
      if (product.category === 'ca' || product.category === 'dc') {
        return `<rect x="180" y="200" width="440" height="460" rx="60" fill="${colour}"/><rect x="300" y="170" width="200" height="40" rx="8" fill="#c9a227"/>`;
      }
      return `<rect x="240" y="170" width="70" height="50" rx="6" fill="#c62828"/><rect x="490" y="170" width="70" height="50" rx="6" fill="#263238"/><rect x="150" y="210" width="500" height="440" rx="28" fill="${colour}"/>`;
  }
}

/** Bars drawn from the EAN digits: not a scannable code, a look-alike for the back label. */
function barcode(ean: string): string {
  let x = 250;
  let bars = '';
  for (const digit of ean) {
    const width = 3 + (Number(digit) % 4) * 2;
    bars += `<rect x="${x}" y="520" width="${width}" height="80" fill="#111"/>`;
    x += width + 4 + (Number(digit) % 3) * 2;
  }
  return `<rect x="230" y="505" width="${Math.max(340, x - 210)}" height="140" fill="#fff"/>${bars}${label(400, 630, 22, ean, '#111', 'normal')}`;
}

function svg(product: Product, side: PhotoView): string {
  const colour = BRAND_COLOURS[product.brand ?? ''] ?? '#37474f';
  const lines =
    side === 'av'
      ? [label(400, 380, 54, product.brand ?? ''), label(400, 450, 40, [voltageLabel(product.voltage), capacityLabel(product.capacity)].filter(Boolean).join('  ')), label(400, 500, 26, product.model ?? '', '#e3e8ef', 'normal')]
      : [label(400, 330, 28, product.reference), label(400, 375, 24, product.technologie ?? '', '#e3e8ef', 'normal'), label(400, 420, 20, 'Ne pas jeter - recyclable', '#e3e8ef', 'normal'), product.ean ? barcode(product.ean) : ''];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#f3f4f6"/><ellipse cx="400" cy="730" rx="270" ry="26" fill="#d9dce1"/>${body(product, colour)}${lines.join('')}</svg>`;
}

/**
 * A simple, plausible product photo: the item on a light background, front label or back label.
 * Quality 60 keeps the flat drawing sharp at about 12 kB, so every product of the sample can ship one.
 */
export function productPicture(product: Product, side: PhotoView): Promise<Buffer> {
  return sharp(Buffer.from(svg(product, side))).jpeg({ quality: 60, mozjpeg: true }).toBuffer();
}

export interface PictureFile {
  /** Path inside the images folder: `<reference>/av.jpg`, `<reference>/thumb/av.jpg`… */
  segments: string[];
  bytes: Buffer;
}

/** The four files of a product's pictures: front and back, each HD and as a 320 px thumbnail. */
export async function productPictureFiles(product: Product): Promise<PictureFile[]> {
  const files: PictureFile[] = [];
  for (const side of ['av', 'ar'] as const) {
    const picture = await productPicture(product, side);
    files.push({ segments: [product.reference, `${side}.jpg`], bytes: picture });
    files.push({ segments: [product.reference, 'thumb', `${side}.jpg`], bytes: await thumbnail(picture) });
  }
  return files;
}
