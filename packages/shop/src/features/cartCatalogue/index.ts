// The catalogue with cart's public face: the wired cart panel and the 3 s "Ajouté !" the user dashboard shares.
export { CartPanel } from './CartPanel.tsx';
export { useRecentlyAdded } from './useRecentlyAdded.ts';
