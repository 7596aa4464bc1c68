import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Paginator } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { paginatorUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

const meta = {
  title: 'Base/Paginator',
  tags: ['stable'],
  component: Paginator,
  parameters: usageDocs(paginatorUsage),
  args: { page: 1, pageSize: 12, total: 30, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §2: first page of the catalogue, one page size (12).
export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const canvas = within(nav);
    await expect(canvas.getByText('1 - 12 sur 30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Première page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Dernière page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

// A list that is not of products names what its page size counts (the administration's lists).
export const OtherItems: Story = {
  args: { itemsPerPageLabel: 'Commandes par page :' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Commandes par page :')).toBeVisible();
    await expect(canvas.queryByText('Produits par page :')).toBeNull();
  },
};

export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('13 - 24 sur 30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page précédente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Première page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25 - 30 sur 30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Dernière page' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 - 0 sur 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  },
};

// Spec 2 §9: the account dashboard offers 5, 10 and 25 per page.
export const PageSizes: Story = {
  args: { pageSize: 10, total: 1234, pageSizeOptions: [5, 10, 25], label: 'Pagination des commandes' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination des commandes' })).toBeVisible();
    await expect(canvas.getByText(/^1 - 10 sur 1\s234$/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Produits par page :/ }), '25');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(25);
  },
};

// Issue #13: at 480 px "Produits par page :" stays on one line beside its select.
export const Mobile: Story = {
  ...atViewport('mobile'),
  args: { pageSize: 12, total: 320 },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Produits par page :');
    const range = canvasElement.ownerDocument.createRange();
    range.selectNodeContents(label);
    const lineTops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    await expect(lineTops.size).toBe(1);
  },
};

// Do/don't (issue 26): paging a list longer than a page, beside a paginator under a list that fits on one.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'under a list longer than a page, with its range ("13 - 24 sur 47") and the page sizes the spec gives.',
        children: <Paginator label="Pages des commandes" page={2} pageSize={12} total={47} onPageChange={() => undefined} itemsPerPageLabel="Commandes par page :" />,
      }}
      bad={{
        caption: 'under a list that fits on one page: four disabled buttons for nothing; show the list alone.',
        children: <Paginator label="Pages des adresses" page={1} pageSize={12} total={3} onPageChange={() => undefined} />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(doDontExample(canvasElement, 'Do').getByRole('navigation', { name: 'Pages des commandes' })).toHaveTextContent('13 - 24 sur 47');
    await expect(doDontExample(canvasElement, "Don't").getByRole('navigation', { name: 'Pages des adresses' })).toBeVisible();
  },
};
