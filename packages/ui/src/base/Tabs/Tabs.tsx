import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import type { LucideIcon } from 'lucide-react';
import { panel, tab, tabList, tabs as tabsStyle } from './Tabs.css.ts';

export type TabItem = {
  id: string;
  label: string;
  /** The glyph before the label; the caller imports the one it shows. */
  icon?: LucideIcon;
  content: ReactNode;
  isDisabled?: boolean;
};

export type TabsProps = {
  /** Names the tab list for screen readers ("Mon compte"). */
  label: string;
  items: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
};

/** Tabs with arrow-key navigation; only the selected panel is rendered. */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className={tabsStyle}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <TabList aria-label={label} className={tabList} items={items}>
        {({ id, icon: Glyph, label: tabLabel }) => (
          <Tab id={id} className={tab}>
            {Glyph && <Glyph size={18} aria-hidden="true" focusable="false" />}
            {tabLabel}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
