import { createStore } from 'jotai';

/**
 * The shop's one state store, given to the React tree in startShop.tsx. The HTTP client reads the
 * session from it too, which is why it lives outside React.
 */
export const shopStore = createStore();
