import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// The columns follow the width the grid has, not the window's (decision 280): beside the cart at
// 1024 px the grid has 620 to 680 px, where four columns squeezed each card to about 150 px and broke
// « Batteries » in the middle of the word.
const gridBox = createContainer();

/**
 * A card beside another needs 13.5rem (216 px): its labels (« Technologie ») and values (« Plomb-calcium »)
 * side by side without breaking a word, « Ajouter au panier » on one line; n cards take n × 13.5rem
 * and the gaps between them. Two cards a row start at 31rem, so that a 480 px phone keeps one card a
 * row, its name and button at full width.
 */
const columnsFrom = { 2: '31rem', 3: '42.5rem', 4: '57rem' } as const;
const atLeast = (width: string) => `${gridBox} (min-width: ${width})`;

export const box = style({ containerType: 'inline-size', containerName: gridBox });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [atLeast(columnsFrom[2])]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [atLeast(columnsFrom[3])]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [atLeast(columnsFrom[4])]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
