// WCAG 2.2 contrast ratio of two opaque #rrggbb colours, for the Colour foundations page.

/** Relative luminance of a #rrggbb colour (WCAG 2.2, definition of relative luminance). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio, 1 to 21, of two #rrggbb colours. */
export function contrastRatio(foreground: string, background: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(foreground) || !/^#[0-9a-f]{6}$/i.test(background)) {
    throw new RangeError(`contrastRatio needs two #rrggbb colours, got ${foreground} and ${background}`);
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The WCAG level a pair reaches for normal text: AAA from 7:1, AA from 4.5:1, AA large text and UI only from 3:1. */
export function contrastLevel(ratio: number): 'AAA' | 'AA' | 'AA large text and controls' | 'fails' {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large text and controls';
  return 'fails';
}
