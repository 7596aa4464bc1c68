import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { chartProductNames, formatEuros, formatEurosHT, formatInteger, type TopProduct } from '@otech/domain';
import { ChartFrame } from '../ChartFrame/ChartFrame.tsx';
import { AXIS_COLOR, chartColor, TICK_LABEL } from '../ChartFrame/chartColors.ts';
import { wholeTicks } from '../ChartFrame/wholeTicks.ts';

export interface TopProductsChartProps {
  /** The 5 products sold in the largest quantity (domain `topProducts(orders, 'quantity')`). */
  products: readonly TopProduct[];
}

/** Width until the column is measured. */
const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 8, right: 24, bottom: 32, left: 184 };
const BAR_COLOR = chartColor(0);

/** Horizontal bars of the top 5 products by quantity, names cut at 20 characters (spec 3 §2, chart c). */
export function TopProductsChart({ products }: TopProductsChartProps) {
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  // Two products may share the first 20 characters: the band is keyed by rank, labelled by the cut name (with its rank then).
  const y = scaleBand({ domain: products.map((_, i) => String(i)), range: [0, innerHeight], padding: 0.3 });
  const most = Math.max(1, ...products.map((p) => p.quantity));
  const labels = chartProductNames(products.map((p) => p.name));
  return (
    <ChartFrame
      title="Top 5 des produits (quantités)"
      width={WIDTH}
      fluid
      height={HEIGHT}
      emptyText={products.length === 0 ? 'Aucun produit vendu' : undefined}
      table={{
        caption: 'Produits les plus vendus',
        columns: ['Produit', 'Quantité', "Chiffre d'affaires HT"],
        rows: products.map((p) => [p.name, formatInteger(p.quantity), formatEuros(p.revenue)]),
      }}
    >
      {(markProps, width) => {
        const x = scaleLinear({ domain: [0, most], range: [0, width - MARGIN.left - MARGIN.right], nice: true });
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <AxisLeft
              scale={y}
              stroke={AXIS_COLOR}
              tickStroke={AXIS_COLOR}
              tickLabelProps={TICK_LABEL}
              tickFormat={(rank) => labels[Number(rank)] ?? ''}
            />
            <AxisBottom top={innerHeight} scale={x} tickValues={wholeTicks(x, 5)} stroke={AXIS_COLOR} tickStroke={AXIS_COLOR} tickLabelProps={TICK_LABEL} tickFormat={(v) => formatInteger(Number(v))} />
            {products.map((product, rank) => {
              const top = y(String(rank)) ?? 0;
              return (
                <Bar
                  key={rank}
                  x={0}
                  y={top}
                  width={x(product.quantity)}
                  height={y.bandwidth()}
                  fill={BAR_COLOR}
                  {...markProps({
                    id: String(rank),
                    text: `${product.name} : ${formatInteger(product.quantity)} vendus, ${formatEurosHT(product.revenue)}`,
                    x: MARGIN.left + x(product.quantity) / 2,
                    y: MARGIN.top + top,
                  })}
                />
              );
            })}
          </Group>
        );
      }}
    </ChartFrame>
  );
}
