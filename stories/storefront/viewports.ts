// The spec's breakpoints (spec 2 §9: 1024, 768, 480 px) as Storybook viewports. The story tests
// resize the browser to the story's viewport, so media queries are exercised in the tests too.
const viewport = (name: string, width: number, type: 'desktop' | 'tablet' | 'mobile', height = 900) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

const storefrontViewports = {
  // A laptop's screen, the widest of issue 26's review: what a story about the fold measures against.
  laptop: viewport('Portable (1280 × 800 px)', 1280, 'desktop', 800),
  desktop: viewport('Bureau (1024 px)', 1024, 'desktop'),
  tablet: viewport('Tablette (768 px)', 768, 'tablet'),
  mobile: viewport('Mobile (480 px)', 480, 'mobile'),
  phone: viewport('Petit mobile (360 px)', 360, 'mobile'),
  // A common phone's width (issue 26 reviews every story at 390, 768 and 1280 px).
  handset: viewport('Téléphone (390 px)', 390, 'mobile'),
};

export type StorefrontViewport = keyof typeof storefrontViewports;

/** Story fields that render the story at one of the breakpoints. */
export const atViewport = (value: StorefrontViewport) => ({
  parameters: { viewport: { options: storefrontViewports } },
  globals: { viewport: { value, isRotated: false } },
});
