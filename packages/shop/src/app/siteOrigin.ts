import { atom } from 'jotai';

/**
 * The origin canonical links and structured data are written with. In the browser it is the
 * page's own; a server rendering sets it per request in its store (there is no `location` there).
 */
export const siteOriginAtom = atom(typeof location === 'undefined' ? '' : location.origin);
