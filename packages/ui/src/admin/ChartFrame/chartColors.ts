import { vars } from '../../theme/theme.css.ts';

/** Series colours of the charts, distinct from each other; a legend and a table name every one. */
const CHART_COLORS = [
  vars.color.primary,
  vars.color.accent,
  vars.color.success,
  vars.color.error,
  vars.color.info,
  vars.color.warning,
  vars.color.neutral,
] as const;

export const chartColor = (index: number): string => CHART_COLORS[index % CHART_COLORS.length] ?? vars.color.primary;

/** Axis and grid lines, tick labels. */
export const AXIS_COLOR = vars.color.borderStrong;
export const TICK_LABEL = { fill: vars.color.text, fontSize: 12, fontFamily: vars.font.body } as const;
