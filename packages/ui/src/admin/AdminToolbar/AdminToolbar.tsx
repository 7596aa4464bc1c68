import { Button, Link, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { inboxBadge, type SalesInboxCounts } from '@otech/domain';
import {
  BadgePercent,
  BellRing,
  Boxes,
  ChevronDown,
  FileText,
  LogOut,
  Mail,
  MessageSquareQuote,
  Send,
  Package,
  Search,
  ShoppingCart,
  Truck,
  UserCog,
  UserPlus,
  Users,
  UsersRound,
  ScrollText,
  KeyRound,
  type LucideIcon,
} from 'lucide-react';
import { AriaLinkRouter } from '../../base/LinkRouter/AriaLinkRouter.tsx';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as s from './AdminToolbar.css.ts';

/** The management pages of the account menu (spec 3 §2), in the spec's order, then the orders. */
export const ADMIN_MENU_LINKS: readonly { href: string; label: string; icon: LucideIcon }[] = [
  { href: '/admin/catalogue', label: 'Catalogue', icon: Package },
  { href: '/admin/factures', label: 'Factures', icon: FileText },
  { href: '/admin/relances', label: 'Relances', icon: BellRing },
  { href: '/admin/clients', label: 'Clients', icon: Users },
  { href: '/admin/tarifs', label: 'Tarifs', icon: BadgePercent },
  { href: '/admin/ouvertures', label: 'Ouvertures de compte', icon: UserPlus },
  { href: '/admin/livraisons', label: 'Livraisons', icon: Truck },
  { href: '/admin/referencement', label: 'Référencement', icon: Search },
  { href: '/admin/nomenclatures', label: 'Nomenclatures', icon: Boxes },
  { href: '/admin/orders', label: 'Commandes', icon: ShoppingCart },
  { href: '/admin/equipe', label: 'Équipe', icon: UsersRound },
  { href: '/admin/devis', label: 'Devis', icon: MessageSquareQuote },
  { href: '/admin/messages', label: 'Messages', icon: Mail },
  { href: '/admin/courriels', label: 'Courriels envoyés', icon: Send },
  { href: '/admin/journal', label: 'Journal', icon: ScrollText },
  { href: '/admin/mot-de-passe', label: 'Mon mot de passe', icon: KeyRound },
];

const LOGOUT = 'logout';

export interface AdminToolbarProps {
  /** The signed-in staff member's name, on the menu button. */
  adminName: string;
  /** The pages their role may open (issue 23): the menu and the inbox links show only these; all of them when left out. */
  allowedPages?: readonly string[];
  /** Ends the administrator session; the shop then goes to /admin/login. */
  onLogout: () => void;
  /** The sales inbox's counts, shown beside its links in the bar once known (issue 22). */
  inboxCounts?: SalesInboxCounts | undefined;
}

/** A link of the bar to an inbox, with its count when there is something to do. */
function InboxLink({ href, label, count, countLabel }: { href: string; label: string; count: number | undefined; countLabel: string }) {
  const badge = count === undefined ? undefined : inboxBadge(count);
  return (
    <Link href={href} className={s.inboxLink}>
      {label}
      {badge && (
        <>
          {' '}
          <span className={s.count}>{badge}</span>
          <span className={visuallyHidden}> {countLabel}</span>
        </>
      )}
    </Link>
  );
}

/** Top bar of the administration with its account menu (spec 3 "Admin dashboard"). */
export function AdminToolbar({ adminName, allowedPages, onLogout, inboxCounts }: AdminToolbarProps) {
  const mayOpen = (href: string) => !allowedPages || allowedPages.includes(href);
  return (
    <header className={s.bar}>
      <p className={s.title}>Administration OTECH</p>
      <AriaLinkRouter>
        {/* The inbox is the sales team's: a role that may not answer quotes has no use for it. */}
        {(mayOpen('/admin/devis') || mayOpen('/admin/messages')) && (
          <nav className={s.inbox} aria-label="Boîte de réception commerciale">
            {mayOpen('/admin/devis') && <InboxLink href="/admin/devis" label="Devis" count={inboxCounts?.quotesToProcess} countLabel="à traiter" />}
            {mayOpen('/admin/messages') && <InboxLink href="/admin/messages" label="Messages" count={inboxCounts?.newMessages} countLabel="à lire" />}
          </nav>
        )}
        <MenuTrigger>
          <Button className={s.trigger} aria-label={`Compte administrateur ${adminName}`}>
            <UserCog aria-hidden size={18} />
            {adminName}
            <ChevronDown aria-hidden size={16} />
          </Button>
          <Popover placement="bottom end">
            {/* The pages are links, followed through the app's router; only logout is an action. */}
            <Menu className={s.menu} onAction={(key) => key === LOGOUT && onLogout()}>
              {ADMIN_MENU_LINKS.filter(({ href }) => mayOpen(href)).map(({ href, label, icon: LinkIcon }) => (
                <MenuItem key={href} id={href} href={href} className={s.item} textValue={label}>
                  <LinkIcon aria-hidden size={18} />
                  {label}
                </MenuItem>
              ))}
              <Separator className={s.separator} />
              <MenuItem id={LOGOUT} className={s.item} textValue="Déconnexion">
                <LogOut aria-hidden size={18} />
                Déconnexion
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </AriaLinkRouter>
    </header>
  );
}
