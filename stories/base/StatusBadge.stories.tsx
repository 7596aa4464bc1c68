import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ACCOUNT_ORDER_STATUS_DISPLAY,
  ADMIN_ORDER_STATUS_DISPLAY,
  FACTURE_STATUS_DISPLAY,
  INVOICE_STATUS_DISPLAY,
  LOYALTY_LEVEL_DISPLAY,
  NOTIFICATION_TYPE_DISPLAY,
  PAYMENT_STATUS_DISPLAY,
  QUOTE_STATUS_DISPLAY,
  SHIPPING_STATUS_DISPLAY,
  TRACKING_STATUS_DISPLAY,
  accountOrderStatusDisplay,
  quoteStatusDisplay,
  type StatusDisplay,
} from '@otech/domain';
import { StatusBadge } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { statusBadgeUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

const meta = {
  title: 'Base/StatusBadge',
  tags: ['stable'],
  component: StatusBadge,
  parameters: usageDocs(statusBadgeUsage),
  args: { status: accountOrderStatusDisplay('delivered') },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivered: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(accountOrderStatusDisplay('delivered').label)).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Pending: Story = { args: { status: quoteStatusDisplay('pending') } };
export const Cancelled: Story = { args: { status: quoteStatusDisplay('cancelled') } };
// A status from newer data than the shop knows: its raw value, neutral, with the info icon.
export const Unknown: Story = {
  args: { status: quoteStatusDisplay('archived') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('archived')).toBeVisible();
  },
};

const catalogues: Record<string, Readonly<Record<string, StatusDisplay>>> = {
  'Commandes (administration)': ADMIN_ORDER_STATUS_DISPLAY,
  'Commandes (compte)': ACCOUNT_ORDER_STATUS_DISPLAY,
  Paiements: PAYMENT_STATUS_DISPLAY,
  Livraisons: SHIPPING_STATUS_DISPLAY,
  Suivi: TRACKING_STATUS_DISPLAY,
  Factures: FACTURE_STATUS_DISPLAY,
  'Factures (compte)': INVOICE_STATUS_DISPLAY,
  Devis: QUOTE_STATUS_DISPLAY,
  'Niveaux de fidélité': LOYALTY_LEVEL_DISPLAY,
  Notifications: NOTIFICATION_TYPE_DISPLAY,
};

// Every status of these catalogues, each with its icon: a catalogue naming an icon the shop's
// icon map lacks would show a badge without a glyph, and this story would fail.
export const Catalogues: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {Object.entries(catalogues).map(([title, catalogue]) => (
        <section key={title} aria-label={title} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {Object.entries(catalogue).map(([value, status]) => (
            <StatusBadge key={value} status={status} />
          ))}
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const count = Object.values(catalogues).reduce((sum, catalogue) => sum + Object.keys(catalogue).length, 0);
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(count);
  },
};

// Do/don't (issue 26): the domain's display of a status, beside a status written by hand.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: "the status as the domain's catalogue shows it: its French label, tone and glyph, the same on every screen.",
        children: <StatusBadge status={accountOrderStatusDisplay('shipped')} />,
      }}
      bad={{
        caption: "a status written by hand: the API's English word and a tone of its own, unlike every other screen.",
        children: <StatusBadge status={{ label: 'shipped', tone: 'error', icon: 'Truck' }} />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(doDontExample(canvasElement, 'Do').getByText(accountOrderStatusDisplay('shipped').label)).toBeVisible();
  },
};
