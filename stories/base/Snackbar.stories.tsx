import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CART_SNACKBARS, CATALOGUE_SNACKBARS, PRODUCT_SNACKBARS, type SnackbarMessage } from '@otech/domain';
import { Button, ConfirmDialog, Snackbar, SnackbarQueue } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { snackbarUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

// The shop keeps one queue; each story gets its own, already holding the snackbars it shows.
// Long durations keep the snackbars on screen for the whole play function.
const held = (snackbar: SnackbarMessage): SnackbarMessage => ({ ...snackbar, durationMs: 60_000 });

function SnackbarDemo({
  initial = [],
  next,
  onAction,
  withDialog = false,
}: {
  initial?: SnackbarMessage[];
  next?: SnackbarMessage;
  onAction?: () => void;
  /** A confirmation open over the page, as a staff action's. */
  withDialog?: boolean;
}) {
  const [queue] = useState(() => {
    const created = new SnackbarQueue();
    initial.forEach((snackbar) => created.show(snackbar, onAction));
    return created;
  });
  return (
    <>
      {next && <Button onPress={() => queue.show(next)}>Mettre à jour</Button>}
      {withDialog && (
        <ConfirmDialog isOpen title="Annuler la commande" message="Êtes-vous sûr de vouloir annuler cette commande ?" confirmLabel="Annuler la commande" onConfirm={() => undefined} onCancel={() => undefined} />
      )}
      <Snackbar queue={queue} />
    </>
  );
}

const meta = {
  title: 'Base/Snackbar',
  tags: ['stable'],
  component: SnackbarDemo,
  parameters: { ...usageDocs(snackbarUsage), layout: 'fullscreen' },
} satisfies Meta<typeof SnackbarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// At the bottom of the window (over a dialog they go to the top: OverADialog). A snackbar's own
// alertdialog role once counted as a dialog and sent every snackbar to the top.
export const Success: Story = {
  args: { initial: [held(CART_SNACKBARS.cleared)] },
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Panier vidé')).toBeVisible();
    await expect(region.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const Error: Story = {
  args: { initial: [held(CART_SNACKBARS.removeFailed)] },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Erreur lors de la suppression')).toBeVisible();
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// Issue 27: an error snackbar covered a dialog's buttons (and, hovered there, never left). While a
// dialog is open the snackbars show at the top of the window.
export const OverADialog: Story = {
  args: { initial: [held(CART_SNACKBARS.removeFailed)], withDialog: true },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const region = await page.findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Erreur lors de la suppression')).toBeVisible();
    for (const button of within(page.getByRole('alertdialog', { name: 'Annuler la commande' })).getAllByRole('button')) {
      await expect(overlaps(region.getBoundingClientRect(), button.getBoundingClientRect())).toBe(false);
    }
    await expect(region.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
  },
};

export const Info: Story = {
  args: { initial: [held({ message: "Fonction de re-commande en cours d'implémentation", tone: 'info', durationMs: 3000 })] },
  // The queue shows its snackbars after the first draw: the story is done once this one is on screen.
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText("Fonction de re-commande en cours d'implémentation")).toBeVisible();
  },
};

export const Warning: Story = {
  args: { initial: [held(CATALOGUE_SNACKBARS.signInToAdd)] },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(CATALOGUE_SNACKBARS.signInToAdd.message)).toBeVisible();
  },
};

// A snackbar with an action outlasts its duration (WCAG 2.2.1), and F6 takes the keyboard straight to it.
export const ActionReachableAtOnce: Story = {
  args: { initial: [{ ...PRODUCT_SNACKBARS.added('Batterie 12V 7Ah', 2), durationMs: 300 }], next: CART_SNACKBARS.cleared, onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const snackbar = await body(canvasElement).findByRole('alertdialog');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(snackbar).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mettre à jour' }));
    await userEvent.keyboard('{F6}');
    const region = body(canvasElement).getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region.contains(region.ownerDocument.activeElement)).toBe(true));
    const action = within(snackbar).getByRole('button', { name: 'Voir le panier' });
    while (region.contains(region.ownerDocument.activeElement) && region.ownerDocument.activeElement !== action) await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

// Spec 1 §8: after an add on the detail page, "Voir le panier" leads to the cart. The snackbar stays on
// screen with its action (pressing it runs the action and closes it: Base/SnackbarRegion's WithAction).
export const WithAction: Story = {
  args: { initial: [held(PRODUCT_SNACKBARS.added('Batterie 12V 7Ah', 2))], onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const snackbar = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(snackbar.getByText('Batterie 12V 7Ah ajouté au panier (2)')).toBeVisible();
    await expect(snackbar.getByRole('button', { name: 'Voir le panier' })).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Stacked: Story = {
  args: {
    initial: [
      held(CART_SNACKBARS.quantityUpdated),
      held(CART_SNACKBARS.updateFailed),
    ],
  },
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(2);
  },
};

// The same message twice in a row (a double click, a guard and its redirect) shows once.
export const SameMessageOnce: Story = {
  args: { initial: [held(CART_SNACKBARS.signInRequired), held(CART_SNACKBARS.signInRequired)] },
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(1);
  },
};

// Spec 1 §8: the cart's snackbars have a "Fermer" button. The story ends on the empty page the snackbar leaves.
export const CloseButton: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { initial: [held(CART_SNACKBARS.itemRemoved)] },
  play: async ({ canvasElement }) => {
    const snackbar = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(body(canvasElement).queryByText('Produit retiré du panier')).toBeNull());
  },
};

// Spec 1 §9: snackbars close by themselves after their duration.
export const AutoDismiss: Story = {
  args: { next: { ...CART_SNACKBARS.quantityUpdated, durationMs: 500 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mettre à jour' }));
    await expect(await body(canvasElement).findByText('Quantité mise à jour')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByText('Quantité mise à jour')).toBeNull(), { timeout: 3000 });
  },
};

// Issue 27: a hovered snackbar waits (its message is being read) and leaves once the pointer goes,
// the rest of its time counted from there. Short durations: the story waits past them, never long.
const LINGER_MS = 1500;
const brief = (snackbar: SnackbarMessage): SnackbarMessage => ({ ...snackbar, durationMs: LINGER_MS });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const HoveredThenLeft: Story = {
  args: { initial: [brief(CART_SNACKBARS.removeFailed)], next: CART_SNACKBARS.cleared },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const snackbar = await page.findByRole('alertdialog');
    await userEvent.hover(snackbar);
    await pause(LINGER_MS + 500);
    await expect(snackbar).toBeVisible();
    await userEvent.unhover(snackbar);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(page.queryByText('Erreur lors de la suppression')).toBeNull(), { timeout: LINGER_MS * 3 });
  },
};

// The same with the keyboard: focus on the snackbar holds it, focus leaving lets it go.
export const FocusedThenLeft: Story = {
  args: { initial: [brief(CART_SNACKBARS.removeFailed)], next: CART_SNACKBARS.cleared },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const snackbar = await page.findByRole('alertdialog');
    const region = page.getByRole('region', { name: 'Notifications' });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region.contains(region.ownerDocument.activeElement)).toBe(true));
    await pause(LINGER_MS + 500);
    await expect(snackbar).toBeVisible();
    // Focus goes back to the page's button, as Shift+F6 or a screen reader's jump would take it.
    const update = within(canvasElement).getByRole('button', { name: 'Mettre à jour' });
    update.focus();
    await waitFor(() => expect(update).toHaveFocus());
    await waitFor(() => expect(page.queryByText('Erreur lors de la suppression')).toBeNull(), { timeout: LINGER_MS * 3 });
  },
};

/** One queue, two buttons: a confirmation that fits a snackbar, an error that does not. */
function SnackbarDoDont() {
  const [queue] = useState(() => new SnackbarQueue());
  return (
    <>
      <DoDont
        good={{
          caption: 'a short confirmation of what just happened, gone by itself ("Panier vidé").',
          children: <Button onPress={() => queue.show(held(CART_SNACKBARS.cleared))}>Vider le panier</Button>,
        }}
        bad={{
          caption: 'an error the customer must fix in a form: it fades before it is read; show it under its field.',
          children: <Button onPress={() => queue.show({ message: 'Le code postal doit compter 5 chiffres', tone: 'error', durationMs: 5000 })}>Enregistrer l’adresse</Button>,
        }}
      />
      <Snackbar queue={queue} />
    </>
  );
}

// Do/don't (issue 26).
export const DoAndDont: Story = {
  parameters: { layout: 'padded' },
  render: () => <SnackbarDoDont />,
  play: async ({ canvasElement }) => {
    await userEvent.click(doDontExample(canvasElement, 'Do').getByRole('button', { name: 'Vider le panier' }));
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText('Panier vidé')).toBeVisible();
  },
};
