import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Snackbar, SnackbarQueue, type SnackbarMessage } from '@otech/ui';

// The shop keeps one queue; each story gets its own, already holding the snackbars it shows.
function SnackbarDemo({ initial = [], next }: { initial?: SnackbarMessage[]; next?: SnackbarMessage }) {
  const [queue] = useState(() => {
    const created = new SnackbarQueue();
    initial.forEach((snackbar) => created.show(snackbar));
    return created;
  });
  return (
    <>
      {next && <Button onPress={() => queue.show(next)}>Mettre à jour</Button>}
      <Snackbar queue={queue} />
    </>
  );
}

const meta = {
  title: 'Base/Snackbar',
  component: SnackbarDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SnackbarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  args: { initial: [{ message: 'Panier vidé', tone: 'success' }] },
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Panier vidé')).toBeVisible();
  },
};

export const Error: Story = {
  args: { initial: [{ message: 'Erreur lors de la suppression', tone: 'error' }] },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Erreur lors de la suppression')).toBeVisible();
  },
};

export const Info: Story = {
  args: { initial: [{ message: "Fonction de re-commande en cours d'implémentation", tone: 'info' }] },
};

export const Stacked: Story = {
  args: {
    initial: [
      { message: 'Quantité mise à jour', tone: 'success' },
      { message: 'Erreur lors de la mise à jour', tone: 'error' },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(2);
  },
};

// Spec 1 §8: the cart's snackbars have a "Fermer" button.
export const CloseButton: Story = {
  args: { initial: [{ message: 'Produit retiré du panier', tone: 'success' }] },
  play: async ({ canvasElement }) => {
    const snackbar = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(body(canvasElement).queryByText('Produit retiré du panier')).toBeNull());
  },
};

// Spec 1 §9: snackbars close by themselves after their duration.
export const AutoDismiss: Story = {
  args: { next: { message: 'Quantité mise à jour', tone: 'success', duration: 500 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mettre à jour' }));
    await expect(await body(canvasElement).findByText('Quantité mise à jour')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByText('Quantité mise à jour')).toBeNull(), { timeout: 3000 });
  },
};
