import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CART_SNACKBARS } from '@otech/domain';
import { Button, ConfirmDialog, Snackbar, SnackbarQueue } from '@otech/ui';

/** The cart's "Vider le panier" as the shop wires it: the action, its confirmation, then the snackbar saying it is done. */
function ConsequentialActionPattern() {
  const [queue] = useState(() => new SnackbarQueue());
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setConfirming(true)}>
        Vider le panier
      </Button>
      <ConfirmDialog
        title="Vider le panier"
        message="Êtes-vous sûr de vouloir vider votre panier ?"
        confirmLabel="Vider le panier"
        variant="danger"
        isOpen={isConfirming}
        onConfirm={() => {
          setConfirming(false);
          // Held a minute here so the story can be looked at; the shop uses the message's own 2 s.
          queue.show({ ...CART_SNACKBARS.cleared, durationMs: 60_000 });
        }}
        onCancel={() => setConfirming(false)}
      />
      <Snackbar queue={queue} />
    </>
  );
}

const meta = {
  title: 'Patterns/Confirmation and snackbars',
  tags: ['stable'],
  component: ConsequentialActionPattern,
  parameters: {
    docs: {
      description: {
        component: `**Confirm what cannot be undone**: emptying a cart, cancelling a quote, deleting an address, closing an account. Anything else happens at once, with no question.

- The button that starts it says the action ("Vider le panier"), in the danger style when it destroys something.
- The \`ConfirmDialog\` repeats the action as its title, asks one question in the spec's words, and its confirm button repeats the action's words, never "OK" or "Oui". Focus starts on **Annuler**, so Enter alone never destroys anything; Escape cancels.
- Once done, a **snackbar** (\`Snackbar\` with the shop's one \`SnackbarQueue\`) says what happened in a few words ("Panier vidé"). Success and information leave by themselves after 2 to 5 s; an error stays until closed. A snackbar never carries the only copy of an important message: a failed form shows its error in the form too.
- One snackbar at a time speaks: the region is a live region, and the same message is never stacked twice.`,
      },
    },
  },
} satisfies Meta<typeof ConsequentialActionPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// Keyboard only: Escape keeps the cart; confirming empties it and the snackbar says so.
export const ConfirmThenSnackbar: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Vider le panier' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Vider le panier' });
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(page(canvasElement).queryByText(CART_SNACKBARS.cleared.message)).toBeNull();
    await userEvent.keyboard('{Enter}');
    const again = await page(canvasElement).findByRole('alertdialog', { name: 'Vider le panier' });
    await userEvent.click(within(again).getByRole('button', { name: 'Vider le panier' }));
    const region = await page(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText(CART_SNACKBARS.cleared.message)).toBeVisible();
  },
};
