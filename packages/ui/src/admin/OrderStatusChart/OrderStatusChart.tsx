import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { formatInteger, formatPercent, ORDER_STATUSES, type OrderStatusShare } from '@otech/domain';
import { ChartFrame } from '../ChartFrame/ChartFrame.tsx';
import { chartColor } from '../ChartFrame/chartColors.ts';

export interface OrderStatusChartProps {
  /** The statuses present, with whole percentages adding up to 100 (domain `computeAdminStats`). */
  shares: readonly OrderStatusShare[];
}

const SIZE = 280;
const RADIUS = SIZE / 2 - 8;
// One colour per status whatever the data, so a status keeps its colour from one day to the next.
const colorOf = (share: OrderStatusShare) => chartColor(ORDER_STATUSES.indexOf(share.status));
const tipOf = (share: OrderStatusShare) =>
  `${share.label} : ${formatInteger(share.count)} commande${share.count > 1 ? 's' : ''} (${formatPercent(share.percentage)})`;

/** Doughnut of the orders by status, tooltips with count and percentage (spec 3 §2, chart b). */
export function OrderStatusChart({ shares }: OrderStatusChartProps) {
  return (
    <ChartFrame
      title="Répartition des commandes par statut"
      width={SIZE}
      height={SIZE}
      emptyText={shares.length === 0 ? 'Aucune commande' : undefined}
      legend={shares.map((share) => ({ label: share.label, color: colorOf(share) }))}
      table={{
        caption: 'Commandes par statut',
        columns: ['Statut', 'Commandes', 'Part'],
        rows: shares.map((share) => [share.label, formatInteger(share.count), formatPercent(share.percentage)]),
      }}
    >
      {(markProps) => (
        <Group top={SIZE / 2} left={SIZE / 2}>
          <Pie data={[...shares]} pieValue={(share) => share.count} outerRadius={RADIUS} innerRadius={RADIUS * 0.58} padAngle={0.01} pieSort={null} pieSortValues={null}>
            {(pie) =>
              pie.arcs.map((arc) => {
                const [cx, cy] = pie.path.centroid(arc);
                return (
                  <path
                    key={arc.data.status}
                    d={pie.path(arc) ?? ''}
                    fill={colorOf(arc.data)}
                    {...markProps({ id: arc.data.status, text: tipOf(arc.data), x: SIZE / 2 + cx, y: SIZE / 2 + cy })}
                  />
                );
              })
            }
          </Pie>
        </Group>
      )}
    </ChartFrame>
  );
}
