import { useState } from 'react';
import {
  accountOrderStatusDisplay,
  benefitLabel,
  favouritesPreview,
  formatLongDate,
  formatEurosHT,
  formatInteger,
  loyaltyLevelDisplay,
  notificationsPreview,
  type DashboardSummary,
  type DashboardTab,
  type Notification,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { RouteLink } from '../../storefront/RouteLink/RouteLink.tsx';
import { LoyaltyProgress } from '../LoyaltyProgress/LoyaltyProgress.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './AccountOverview.css.ts';
import { Bell, Heart, Package } from 'lucide-react';

export interface AccountOverviewProps {
  /** The four indicators and the last orders (amounts HT), as the API sums them. */
  summary: DashboardSummary;
  /** "Voir tout", "Utiliser mes points": the tab to open. */
  onOpenTab: (tab: DashboardTab) => void;
  /** A notification's link (its actionUrl) was followed: the screen marks it read (spec 2 §2.3, §4). */
  onFollowNotification: (notification: Notification) => void;
  /** A product's "Ajouter au panier": called with its id; the caller adds one at the customer's price. */
  onAddToCart: (productId: string) => void;
  /** The catalogue's address, for the "Parcourir le catalogue" link of the empty state. */
  catalogueHref: string;
}

/** "Vue d'ensemble" of the account dashboard (spec 2 §2.3 tab 0), from the summary the API derives. */
export function AccountOverview({ summary, onOpenTab, onFollowNotification, onAddToCart, catalogueHref }: AccountOverviewProps) {
  const { stats, loyaltyProgram: loyalty } = summary;
  // "Voir tout" on the notifications shows the rest in place: there is no notifications tab.
  const [allNotifications, setAllNotifications] = useState(false);
  const preview = notificationsPreview(summary.notifications);
  const notifications = allNotifications ? { items: summary.notifications, hasMore: false } : preview;
  const favourites = favouritesPreview(summary.favoriteProducts);
  const level = loyaltyLevelDisplay(loyalty.level, loyalty.levelLabel);
  const seeAll = (tab: DashboardTab, what: string) => (
    <Button variant="text" aria-label={`Voir tout : ${what}`} onPress={() => onOpenTab(tab)}>
      Voir tout
    </Button>
  );
  const toCatalogue = <LinkButton href={catalogueHref}>Parcourir le catalogue</LinkButton>;
  return (
    <div className={layout.stack}>
      <div className={styles.stats}>
        {[
          ['Commandes', formatInteger(stats.totalOrders)],
          ['Total dépensé', formatEurosHT(stats.totalSpent)],
          ['Panier moyen', formatEurosHT(stats.averageOrderValue)],
          ['Points fidélité', formatInteger(stats.loyaltyPoints)],
        ].map(([term, value]) => (
          <div key={term} className={layout.tile}>
            <p className={layout.muted}>{term}</p>
            <p className={layout.tileTitle}>{value}</p>
            {term === 'Points fidélité' && (
              <div>
                <StatusBadge status={level} />
              </div>
            )}
          </div>
        ))}
      </div>
      <div className={styles.columns}>
        <Card title="Commandes récentes" actions={seeAll('commandes', 'commandes')}>
          {summary.recentOrders.length === 0 ? (
            <EmptyState icon={Package} title="Aucune commande récente" headingLevel={3} action={toCatalogue} />
          ) : (
            <ul className={styles.list}>
              {summary.recentOrders.map((order) => (
                <li key={order.id} className={styles.orderLine}>
                  <span className={`${layout.strong} ${styles.orderNumber}`}>{order.orderNumber}</span>
                  <span className={`${layout.muted} ${styles.orderDate}`}>{formatLongDate(order.date)}</span>
                  <span className={styles.orderStatus}>
                    <StatusBadge status={accountOrderStatusDisplay(order.status, order.statusLabel)} />
                  </span>
                  <span className={styles.orderAmount}>{formatEurosHT(order.totalAmount)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={loyalty.name} actions={<Button onPress={() => onOpenTab('avantages')}>Utiliser mes points</Button>}>
          <div className={layout.stack}>
            <p className={layout.tileTitle}>
              {formatInteger(loyalty.points)} points · {level.label}
            </p>
            <LoyaltyProgress points={loyalty.points} nextLevelPoints={loyalty.nextLevelPoints} />
            <div className={layout.actions}>
              {loyalty.benefits.filter((benefit) => benefit.active).map((benefit) => (
                <Chip key={benefit.id} label={`${benefit.name} · ${benefitLabel(true)}`} tone="success" />
              ))}
            </div>
          </div>
        </Card>
        <Card title="Notifications" actions={
            notifications.hasMore ? (
              <Button variant="text" aria-label="Voir tout : notifications" onPress={() => setAllNotifications(true)}>
                Voir tout
              </Button>
            ) : undefined
          }>
          {notifications.items.length === 0 ? (
            <EmptyState icon={Bell} title="Aucune notification" headingLevel={3} />
          ) : (
            <ul className={styles.list}>
              {notifications.items.map((notification) => (
                <li key={notification.id}>
                  {notification.actionUrl ? (
                    <RouteLink
                      href={notification.actionUrl}
                      className={notification.read ? styles.notificationLink : `${styles.notificationLink} ${layout.strong}`}
                      onPress={() => onFollowNotification(notification)}
                    >
                      {notification.title}
                    </RouteLink>
                  ) : (
                    <span className={notification.read ? undefined : layout.strong}>{notification.title}</span>
                  )}
                  <p className={layout.muted}>{notification.message}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Mes favoris" actions={seeAll('favoris', 'favoris')}>
          {favourites.items.length === 0 ? (
            <EmptyState icon={Heart} title="Aucun favori ajouté" headingLevel={3} action={toCatalogue} />
          ) : (
            <ul className={styles.list}>
              {favourites.items.map(({ id, product }) => (
                <li key={id} className={styles.line}>
                  <span>{product.name}</span>
                  <Button size="small" aria-label={`Ajouter au panier : ${product.name}`} onPress={() => onAddToCart(product.id)}>
                    Ajouter au panier
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
