import type { ReactNode } from 'react';
import { formatEuros, formatInteger, type AdminStats } from '@otech/domain';
import { Chip } from '../../base/Chip/Chip.tsx';
import * as s from './DashboardStatCards.css.ts';

export interface DashboardStatCardsProps {
  /** The four figures: total orders, revenue (euros HT, cancelled and returned orders left out), pending and delivered orders. */
  stats: Pick<AdminStats, 'totalOrders' | 'totalRevenue' | 'pendingOrders' | 'deliveredOrders'>;
}

/** The four stat cards of the administration dashboard (spec 3 §2). */
export function DashboardStatCards({ stats }: DashboardStatCardsProps) {
  const cards: { label: string; value: string; extra?: ReactNode }[] = [
    { label: 'Total commandes', value: formatInteger(stats.totalOrders) },
    { label: "Chiffre d'affaires HT", value: formatEuros(stats.totalRevenue) },
    {
      label: 'Commandes en attente',
      value: formatInteger(stats.pendingOrders),
      // The spec's chip carries no count: the figure above it is the count.
      extra: stats.pendingOrders > 0 ? <Chip label="Attention requise" tone="warning" /> : undefined,
    },
    { label: 'Commandes livrées', value: formatInteger(stats.deliveredOrders) },
  ];
  return (
    <dl className={s.grid}>
      {cards.map((card) => (
        <div key={card.label} className={s.card}>
          <dt className={s.label}>{card.label}</dt>
          <dd className={s.value}>{card.value}</dd>
          {card.extra && <dd className={s.label}>{card.extra}</dd>}
        </div>
      ))}
    </dl>
  );
}
