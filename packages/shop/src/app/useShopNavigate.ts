import { useNavigate } from 'react-router-dom';

/** The `onNavigate(href)` every ui component takes, wired to the router. */
export function useShopNavigate(): (href: string) => void {
  const navigate = useNavigate();
  return (href) => void navigate(href);
}
