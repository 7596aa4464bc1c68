/** Which tabs a page has, and the other names its `?tab=` may arrive under. */
export interface TabsInUrl<T extends string> {
  /** The tab ids as written in the URL; the first is the default, shown at the bare path. */
  tabs: readonly [T, ...T[]];
  /** Other names the page is linked with, e.g. `billing` for the invoices tab (spec 2 §2). */
  aliases?: Readonly<Record<string, T>>;
}

const TAB_PARAM = 'tab';

/** The tab a name stands for: a tab id, an alias of one, and the first tab for anything else. */
export function tabNamed<T extends string>(name: string | null, { tabs, aliases = {} }: TabsInUrl<T>): T {
  const tab = tabs.find((candidate) => candidate === name);
  if (tab !== undefined || name === null) return tab ?? tabs[0];
  return Object.hasOwn(aliases, name) ? (aliases[name] ?? tabs[0]) : tabs[0];
}

/** The tab a URL opens, from its `?tab=`. */
export function readTab<T extends string>(params: URLSearchParams, config: TabsInUrl<T>): T {
  return tabNamed(params.get(TAB_PARAM), config);
}

/**
 * The query with `tab` chosen, keeping the page's other parameters; the default tab writes no
 * parameter, so the plain page keeps its plain address.
 */
export function writeTab<T extends string>(params: URLSearchParams, tab: T, { tabs }: TabsInUrl<T>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === tabs[0]) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}
