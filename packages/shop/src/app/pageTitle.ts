import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMatches } from 'react-router-dom';

/** The title a route gives its page (WCAG 2.4.2), set on the route table's `handle`. */
export interface PageTitleHandle {
  title: string;
}

const SHOP_NAME = 'OTECH';
/** The shop's own title, for a page that names none (index.html says the same). */
const SHOP_TITLE = `${SHOP_NAME} — Batteries pour professionnels`;

/** A page whose title depends on its data (a product's name) sets it here while it is shown. */
const pageTitleAtom = atom<string | null>(null);

export function usePageTitle(title: string | undefined): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    if (title === undefined) return undefined;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}

function handleTitle(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string' ? handle.title : undefined;
}

/** Keeps `document.title` to the page shown: its own title, else its route's, then the shop's name. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const own = useAtomValue(pageTitleAtom);
  const fromRoute = matches.map((match) => handleTitle(match.handle)).findLast((title) => title !== undefined);
  const title = own ?? fromRoute;
  useEffect(() => {
    document.title = title === undefined ? SHOP_TITLE : `${title} | ${SHOP_NAME}`;
  }, [title]);
}
