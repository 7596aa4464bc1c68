import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { LucideIcon } from 'lucide-react';
import { panel, tab, tabList, tabs as tabsStyle } from './Tabs.css.ts';

export type TabItem = {
  /** Stable key of the tab, what `selectedId` and `onSelectionChange` speak of. */
  id: string;
  /** The tab's visible name, also its screen reader name. */
  label: string;
  /** The glyph before the label; the caller imports the one it shows. */
  icon?: LucideIcon;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shown greyed, skipped by the arrow keys and not selectable. */
  isDisabled?: boolean;
};

export type TabsProps = {
  /** Names the tab list for screen readers ("Mon compte"). */
  label: string;
  /** The tabs in reading order. */
  items: readonly TabItem[];
  /** The selected tab when the caller keeps it (the address, for instance); uncontrolled when absent. */
  selectedId?: string;
  /** The tab selected first when the component keeps the selection itself; the first enabled one when absent. */
  defaultSelectedId?: string;
  /** Another tab was chosen, by click, arrow keys, Home or End. */
  onSelectionChange?: (id: string) => void;
};

/** The tab an arrow, Home or End key moves to among the enabled ones, wrapping around; none for other keys. */
function nextTab(key: string, enabled: readonly string[], current: string): string | undefined {
  const at = enabled.indexOf(current);
  if (key === 'ArrowRight') return enabled[(at + 1) % enabled.length];
  if (key === 'ArrowLeft') return enabled[(at - 1 + enabled.length) % enabled.length];
  if (key === 'Home') return enabled[0];
  if (key === 'End') return enabled.at(-1);
  return undefined;
}

/**
 * Whether the row, scrolled, hides tabs before or after what it shows: a row cut at the screen's edge
 * gave no hint that it scrolls (issue 26), so its hidden side fades out.
 */
function useHiddenTabs(list: RefObject<HTMLDivElement | null>) {
  const [hidden, setHidden] = useState({ before: false, after: false });
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const measure = () => {
      // One pixel of slack: fractional widths leave the row a hair short of its end.
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setHidden((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    row.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      row.removeEventListener('scroll', measure);
    };
  }, [list]);
  return hidden;
}

/**
 * Tabs after the WAI-ARIA tabs pattern (arrow keys, Home and End move and select, a disabled tab is
 * skipped, one tab stop); only the selected panel is rendered. Native buttons: no script to load
 * before the product page's tabs work.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((item) => !item.isDisabled).map((item) => item.id);
  const [chosen, setChosen] = useState(defaultSelectedId ?? enabled[0] ?? '');
  const current = selectedId ?? chosen;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    setChosen(id);
    if (id !== current) onSelectionChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the tab that has focus: the selected one, unless a script moved focus elsewhere.
    const focused = [...buttons.current].find(([, button]) => button === event.target)?.[0] ?? current;
    const next = nextTab(event.key, enabled, focused);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    buttons.current.get(next)?.focus();
  };

  // A row too long for a phone scrolls: the selected tab is brought into it (a dashboard opened
  // on its Favoris tab from the address showed a row with no selected tab in sight), again whenever
  // the row or the tab changes size (a turned phone, a style sheet or a font arriving after the first draw).
  useEffect(() => {
    const row = list.current;
    const button = buttons.current.get(current);
    if (!row || !button) return;
    const bringIntoRow = () => {
      const [shown, tabBox] = [row.getBoundingClientRect(), button.getBoundingClientRect()];
      if (tabBox.left < shown.left) row.scrollLeft -= shown.left - tabBox.left;
      else if (tabBox.right > shown.right) row.scrollLeft += tabBox.right - shown.right;
    };
    bringIntoRow();
    const resized = new ResizeObserver(bringIntoRow);
    resized.observe(row);
    resized.observe(button);
    return () => resized.disconnect();
  }, [current]);

  const hiddenTabs = useHiddenTabs(list);

  return (
    <div className={tabsStyle}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className={tabList}
        onKeyDown={onKeyDown}
        data-more-before={hiddenTabs.before || undefined}
        data-more-after={hiddenTabs.after || undefined}
      >
        {items.map(({ id, label: tabLabel, icon: Glyph, isDisabled }) => (
          <button
            key={id}
            ref={(button) => {
              if (button) buttons.current.set(id, button);
              else buttons.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={id === current}
            aria-controls={id === current ? panelId(id) : undefined}
            tabIndex={id === current ? 0 : -1}
            disabled={isDisabled}
            className={tab}
            onClick={() => select(id)}
          >
            {Glyph && <Glyph size={18} aria-hidden="true" focusable="false" />}
            {tabLabel}
          </button>
        ))}
      </div>
      {items
        .filter((item) => item.id === current)
        .map((item) => (
          <div key={item.id} role="tabpanel" id={panelId(item.id)} aria-labelledby={tabId(item.id)} tabIndex={0} className={panel}>
            {item.content}
          </div>
        ))}
    </div>
  );
}
