/**
 * The ticks of an axis that counts whole things (orders, units sold, euros rounded): the scale's own
 * ticks, whole ones only. Over a small count (0 to 3) the scale ticks every 0.5, which the whole-number
 * format wrote « 0, 1, 1, 2, 2, 3, 3 »: each label twice (decision 281).
 */
export const wholeTicks = (scale: { ticks: (count?: number) => number[] }, count: number): number[] =>
  scale.ticks(count).filter(Number.isInteger);
