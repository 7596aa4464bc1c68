import { useShopNavigate } from '../useShopNavigate.ts';

// Spec 1 §2: after a footer link the page scrolls to the top, repeated after 10, 50, 100 and 200 ms
// so that content still rendering (a lazily loaded screen) cannot push the view back down.
const SCROLL_RETRIES_MS = [0, 10, 50, 100, 200];

export function useFooterNavigate(): (href: string) => void {
  const navigate = useShopNavigate();
  return (href) => {
    navigate(href);
    for (const delay of SCROLL_RETRIES_MS) window.setTimeout(() => window.scrollTo({ top: 0 }), delay);
  };
}
