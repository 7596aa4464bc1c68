import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatEuros, formatEurosHT, formatInteger, type MonthlyOrders } from '@otech/domain';
import { ChartFrame } from '../ChartFrame/ChartFrame.tsx';
import { AXIS_COLOR, chartColor, TICK_LABEL } from '../ChartFrame/chartColors.ts';
import { wholeTicks } from '../ChartFrame/wholeTicks.ts';

export interface OrdersRevenueChartProps {
  /** The last 6 months, oldest first, with their French abbreviations (domain `ordersByMonth`). */
  months: readonly MonthlyOrders[];
}

/** Width until the column is measured. */
const WIDTH = 640;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 72, bottom: 32, left: 48 };
const ORDERS_COLOR = chartColor(0);
const REVENUE_COLOR = chartColor(1);
const ordersLabel = (n: number) => `${formatInteger(n)} commande${n > 1 ? 's' : ''}`;

/** Orders (left axis) and revenue in euros (right axis) over the last 6 months (spec 3 §2, chart a). */
export function OrdersRevenueChart({ months }: OrdersRevenueChartProps) {
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  // A domain of at least 1 keeps an all-zero period on the baseline instead of in the middle.
  const count = scaleLinear({ domain: [0, Math.max(1, ...months.map((m) => m.count))], range: [innerHeight, 0], nice: true });
  const revenue = scaleLinear({ domain: [0, Math.max(1, ...months.map((m) => m.revenue))], range: [innerHeight, 0], nice: true });
  return (
    <ChartFrame
      title="Commandes et chiffre d'affaires (6 derniers mois)"
      width={WIDTH}
      fluid
      height={HEIGHT}
      legend={[
        { label: 'Commandes', color: ORDERS_COLOR },
        { label: "Chiffre d'affaires HT (€)", color: REVENUE_COLOR },
      ]}
      table={{
        caption: "Commandes et chiffre d'affaires par mois",
        columns: ['Mois', 'Commandes', "Chiffre d'affaires HT"],
        rows: months.map((m) => [m.month, formatInteger(m.count), formatEuros(m.revenue)]),
      }}
    >
      {(markProps, width) => {
        const innerWidth = width - MARGIN.left - MARGIN.right;
        const x = scalePoint({ domain: months.map((m) => m.month), range: [0, innerWidth], padding: 0.5 });
        const xOf = (m: MonthlyOrders) => x(m.month) ?? 0;
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <AxisLeft scale={count} tickValues={wholeTicks(count, 5)} stroke={AXIS_COLOR} tickStroke={AXIS_COLOR} tickLabelProps={TICK_LABEL} tickFormat={(v) => formatInteger(Number(v))} />
            <AxisRight
              left={innerWidth}
              scale={revenue}
              tickValues={wholeTicks(revenue, 5)}
              stroke={AXIS_COLOR}
              tickStroke={AXIS_COLOR}
              tickLabelProps={TICK_LABEL}
              tickFormat={(v) => `${formatInteger(Number(v))} €`}
            />
            <AxisBottom top={innerHeight} scale={x} stroke={AXIS_COLOR} tickStroke={AXIS_COLOR} tickLabelProps={TICK_LABEL} />
            <LinePath data={[...months]} x={xOf} y={(m) => count(m.count)} stroke={ORDERS_COLOR} strokeWidth={2} />
            <LinePath data={[...months]} x={xOf} y={(m) => revenue(m.revenue)} stroke={REVENUE_COLOR} strokeWidth={2} strokeDasharray="6 4" />
            {months.map((m) => (
              <g
                key={m.month}
                {...markProps({
                  id: m.month,
                  text: `${m.month} : ${ordersLabel(m.count)}, ${formatEurosHT(m.revenue)}`,
                  x: MARGIN.left + xOf(m),
                  y: MARGIN.top + Math.min(count(m.count), revenue(m.revenue)),
                })}
              >
                <circle cx={xOf(m)} cy={count(m.count)} r={5} fill={ORDERS_COLOR} />
                <rect x={xOf(m) - 5} y={revenue(m.revenue) - 5} width={10} height={10} fill={REVENUE_COLOR} />
              </g>
            ))}
          </Group>
        );
      }}
    </ChartFrame>
  );
}
