import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductTabs } from '@otech/ui';
import { carBattery, charger } from '../fixtures/products.ts';
import { usageDocs } from '../usage/usage.ts';
import { productTabsUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/ProductTabs',
  tags: ['stable'],
  component: ProductTabs,
  parameters: usageDocs(productTabsUsage),
  args: { product: carBattery },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text shown beside a term of the specifications list. */
const detail = (panel: HTMLElement, term: string) => within(panel).getByText(term).nextElementSibling?.textContent;

// Spec 1 §2: dimensions, terminals, lifecycle, temperature, voltage, capacity, type, weight, model.
export const Specifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Found, not got: in the static site the tabs draw after the first paint.
    const tab = await canvas.findByRole('tab', { name: 'Spécifications' });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    const panel = await canvas.findByRole('tabpanel');
    const terms = within(panel).getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Dimensions', 'Bornes', 'Cycle de vie', 'Température', 'Tension', 'Capacité', 'Type', 'Poids', 'Modèle']);
    await expect(detail(panel, 'Tension')).toBe('12 V');
    await expect(detail(panel, 'Capacité')).toBe('44 Ah');
    await expect(detail(panel, 'Modèle')).toBe('B18');
  },
};

export const Compatibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Compatibilité' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findByText('Compatible avec:')).toBeVisible();
    await expect(within(within(panel).getByRole('list', { name: 'Modèles compatibles' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Certifications: Story = {
  args: { defaultSelectedId: 'certifications' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel');
    await expect(panel).toHaveTextContent('CE');
    await expect(panel).toHaveTextContent('ISO 9001');
  },
};

// A charger with no certification and no compatibility list: the tabs say so.
export const NothingGiven: Story = {
  args: { product: charger, defaultSelectedId: 'certifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Non renseigné');
    await userEvent.click(canvas.getByRole('tab', { name: 'Spécifications' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Poids800 g');
  },
};
