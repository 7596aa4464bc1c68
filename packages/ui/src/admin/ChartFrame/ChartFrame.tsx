import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Card } from '../../base/Card/Card.tsx';
import * as s from './ChartFrame.css.ts';

/** The chart's data as text: the table offered under every chart for screen readers and print. */
export interface ChartTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** One mark of a chart that shows a tooltip; x and y are in the chart's viewBox units. */
export interface ChartMarkTip {
  id: string;
  text: string;
  x: number;
  y: number;
}

export interface ChartFrameProps {
  /** The chart's title, which says what and over which period; also its screen reader name. */
  title: string;
  /**
   * Width and height of the drawing. A chart that lays itself out for any width (`fluid`) is drawn as
   * wide as its column, `width` being its width until the column is measured; another one scales to
   * its column up to `width`.
   */
  width: number;
  /** The drawing's height in pixels. */
  height: number;
  /** Stretches to its column's width instead of the fixed `width` (the dashboard's charts). */
  fluid?: boolean;
  /** The same figures as a table, for screen readers and "Voir les données"; amounts with HT or TTC. */
  table: ChartTable;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
  /** The series' names and colours, shown above the drawing; none for a single series. */
  legend?: readonly { label: string; color: string }[];
  /** Draws the marks at `width`; `markProps` makes a mark focusable and gives it its tooltip. */
  children: (markProps: (tip: ChartMarkTip) => MarkProps, width: number) => ReactNode;
}

export interface MarkProps {
  /** Each mark takes the focus, so the keyboard reaches its tooltip. */
  tabIndex: 0;
  /** A mark is an image for screen readers, named by `aria-label`. */
  role: 'img';
  /** The mark's figures in words, the same as its tooltip. */
  'aria-label': string;
  /** The mark's focus and hover style. */
  className: string;
  /** Shows the mark's tooltip. */
  onFocus: () => void;
  /** Hides the mark's tooltip. */
  onBlur: () => void;
  /** Shows the mark's tooltip. */
  onMouseEnter: () => void;
  /** Hides the mark's tooltip. */
  onMouseLeave: () => void;
}

/**
 * A chart's card: the title, the svg whose marks take the keyboard focus and the mouse to show their
 * tooltip, a legend, and the same figures as a table behind "Voir les données".
 */
export function ChartFrame({ title, width: drawnWidth, height, fluid = false, table, emptyText, legend, children }: ChartFrameProps) {
  const [tip, setTip] = useState<ChartMarkTip | null>(null);
  const [plotRef, width] = useColumnWidth(fluid, drawnWidth);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const tooltipLeft = useLeftInside(plotRef, tooltipRef, tip, width);
  const markProps = (mark: ChartMarkTip): MarkProps => ({
    tabIndex: 0,
    role: 'img',
    'aria-label': mark.text,
    className: s.mark,
    onFocus: () => setTip(mark),
    onBlur: () => setTip(null),
    onMouseEnter: () => setTip(mark),
    onMouseLeave: () => setTip(null),
  });
  return (
    <Card title={title}>
      {emptyText !== undefined ? (
        <p className={s.empty}>{emptyText}</p>
      ) : (
        <div ref={plotRef} className={s.plot} style={fluid ? undefined : { maxWidth: `${drawnWidth}px` }}>
          <svg className={s.svg} viewBox={`0 0 ${width} ${height}`} role="group" aria-label={title}>
            {children(markProps, width)}
          </svg>
          {tip && (
            <div
              ref={tooltipRef}
              role="tooltip"
              className={s.tooltip}
              style={{ left: `${tooltipLeft}px`, top: `${(tip.y / height) * 100}%` }}
            >
              {tip.text}
            </div>
          )}
        </div>
      )}
      {legend && legend.length > 0 && emptyText === undefined && (
        <ul className={s.legend} aria-hidden>
          {legend.map((item) => (
            <li key={item.label} className={s.legendItem}>
              <span className={s.swatch} style={{ background: item.color }} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <details className={s.details}>
        <summary className={s.summary}>Voir les données</summary>
        <table className={s.table}>
          <caption className={s.details}>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className={s.cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((value, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className={s.cell}>
                      {value}
                    </th>
                  ) : (
                    <td key={index} className={s.cell}>
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

/**
 * Where a tooltip's left edge goes in the plot, in px: centred over its mark (`width` being the drawing's
 * width), moved back inside near an edge, so a mark at the end of a phone's chart never pushes its
 * tooltip out of the screen. Measured before the tooltip is drawn.
 */
function useLeftInside(
  plotRef: RefObject<HTMLDivElement | null>,
  tooltipRef: RefObject<HTMLDivElement | null>,
  tip: ChartMarkTip | null,
  width: number,
) {
  const [left, setLeft] = useState(0);
  useLayoutEffect(() => {
    const plot = plotRef.current;
    const tooltip = tooltipRef.current;
    if (!tip || !plot || !tooltip) return;
    const centre = (tip.x / width) * plot.clientWidth;
    setLeft(Math.max(0, Math.min(plot.clientWidth - tooltip.offsetWidth, centre - tooltip.offsetWidth / 2)));
  }, [plotRef, tooltipRef, tip, width]);
  return left;
}

/** Narrowest drawing of a fluid chart: its axes' labels and a few bars still fit. */
const FLUID_MIN_WIDTH = 280;

/** The plot's width in pixels for a fluid chart, followed as the column resizes; `initial` otherwise and until measured. */
function useColumnWidth(fluid: boolean, initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    const plot = ref.current;
    if (!fluid || !plot) return;
    const measure = () => setMeasured(Math.max(FLUID_MIN_WIDTH, Math.round(plot.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(plot);
    return () => observer.disconnect();
  }, [fluid]);
  return [ref, fluid && measured !== null ? measured : initial] as const;
}
