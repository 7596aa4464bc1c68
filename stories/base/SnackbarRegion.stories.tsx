import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CART_CATALOGUE_SNACKBARS,
  CART_SNACKBARS,
  CATALOGUE_SNACKBARS,
  PRODUCT_SNACKBARS,
  type SnackbarMessage,
} from '@otech/domain';
import { SnackbarQueue, SnackbarRegion } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { snackbarRegionUsage } from '../usage/baseGuidance.ts';

// The region itself, drawn at once (the shop's Snackbar loads it with the first snackbar: see the
// Snackbar stories). Each story's queue already holds its snackbars, kept for a minute so that they
// stay on screen for the whole play function.
function RegionWithQueue({ snackbars, onAction }: { snackbars: SnackbarMessage[]; onAction?: () => void }) {
  const [queue] = useState(() => {
    const created = new SnackbarQueue();
    snackbars.forEach((snackbar) => created.show({ ...snackbar, durationMs: 60_000 }, onAction));
    return created;
  });
  return <SnackbarRegion queue={queue} />;
}

const meta = {
  title: 'Base/SnackbarRegion',
  tags: ['stable'],
  component: RegionWithQueue,
  parameters: { ...usageDocs(snackbarRegionUsage), layout: 'fullscreen' },
  args: { snackbars: [] },
} satisfies Meta<typeof RegionWithQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The one snackbar of the story, found by the message it reads. */
async function snackbarReading(canvasElement: HTMLElement, message: string) {
  const region = await page(canvasElement).findByRole('region', { name: 'Notifications' });
  const snackbar = within(region).getByRole('alertdialog');
  await expect(snackbar).toHaveTextContent(message);
  await expect(snackbar).toBeVisible();
  return snackbar;
}

// Nothing queued: no landmark is left on the page for a screen reader to stop at; the story draws nothing.
export const Empty: Story = {
  parameters: { drawsNothing: 'intended' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

export const Success: Story = {
  args: { snackbars: [CART_SNACKBARS.quantityUpdated] },
  play: async ({ canvasElement }) => {
    const snackbar = await snackbarReading(canvasElement, 'Quantité mise à jour');
    await expect(within(snackbar).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { snackbars: [CART_SNACKBARS.quoteFailed] },
  play: async ({ canvasElement }) => {
    await snackbarReading(canvasElement, 'Erreur lors de la demande de devis');
  },
};

export const Warning: Story = {
  args: { snackbars: [CATALOGUE_SNACKBARS.unavailable] },
  play: async ({ canvasElement }) => {
    await snackbarReading(canvasElement, 'Produit non disponible en stock');
  },
};

export const Info: Story = {
  args: { snackbars: [CART_CATALOGUE_SNACKBARS.filtersReset] },
  play: async ({ canvasElement }) => {
    await snackbarReading(canvasElement, 'Filtres réinitialisés');
  },
};

// Spec 1 §8: "Voir le panier" runs the shop's action, then the snackbar leaves: the story ends on the
// empty page it leaves (Base/Snackbar's WithAction shows the snackbar with its action).
export const WithAction: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { snackbars: [PRODUCT_SNACKBARS.added('Chargeur CTEK MXS 5.0', 1)], onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const snackbar = await snackbarReading(canvasElement, 'Chargeur CTEK MXS 5.0 ajouté au panier (1)');
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Voir le panier' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

// "Fermer" by keyboard: the action comes first in the Tab order, the close button after it. The story
// ends on the empty page the snackbar leaves.
export const ClosedByKeyboard: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { snackbars: [PRODUCT_SNACKBARS.added('Chargeur CTEK MXS 5.0', 1)], onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const snackbar = await snackbarReading(canvasElement, 'Chargeur CTEK MXS 5.0 ajouté au panier (1)');
    within(snackbar).getByRole('button', { name: 'Voir le panier' }).focus();
    await userEvent.tab();
    await expect(within(snackbar).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

// Three at a time at most, the newest nearest the bottom of the screen; the fourth waits for a place.
export const FourQueued: Story = {
  args: {
    snackbars: [CART_SNACKBARS.itemRemoved, CART_SNACKBARS.updateFailed, CATALOGUE_SNACKBARS.signInToAdd, CART_SNACKBARS.cleared],
  },
  play: async ({ canvasElement }) => {
    const region = await page(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
    await expect(within(region).queryByText('Produit retiré du panier')).toBeNull();
    const [newest] = within(region).getAllByRole('alertdialog');
    await userEvent.click(within(newest!).getByRole('button', { name: 'Fermer' }));
    await expect(await within(region).findByText('Produit retiré du panier')).toBeVisible();
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
  },
};
