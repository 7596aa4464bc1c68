import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CART_SNACKBARS, PRODUCT_SNACKBARS } from '@otech/domain';
import { Button, Snackbar, SnackbarQueue } from '@otech/ui';

/** A product page's "Ajouter au panier" and a failed quantity change, as the shop reports them: one queue, the domain's messages. */
function SnackbarsPattern({ onOpenCart }: { onOpenCart: () => void }) {
  const [queue] = useState(() => new SnackbarQueue());
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Button variant="accent" onPress={() => queue.show(PRODUCT_SNACKBARS.added('Batterie Varta Blue Dynamic E11', 2), onOpenCart)}>
        Ajouter au panier
      </Button>
      {/* Held a minute here so the story can be looked at; the shop uses the message's own 3 s. */}
      <Button variant="secondary" onPress={() => queue.show({ ...CART_SNACKBARS.updateFailed, durationMs: 60_000 })}>
        Changer la quantité
      </Button>
      <Snackbar queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Patterns/Snackbars',
  tags: ['stable'],
  component: SnackbarsPattern,
  args: { onOpenCart: () => undefined },
  parameters: {
    docs: {
      description: {
        component: `**A snackbar says, in a few words, what an action just did**, without taking the user away from what they were doing. The shop renders one \`Snackbar\` at its root with one \`SnackbarQueue\`; every screen shows the domain's messages (\`CART_SNACKBARS\`, \`PRODUCT_SNACKBARS\`…), which carry their text, tone, duration and button.

- **Success and information** leave by themselves: 2 s for a small change ("Quantité mise à jour"), up to 5 s for a longer sentence. **Errors** stay 3 s or more and are repeated where they matter (a form keeps its error).
- **One action at most**, named by what it opens ("Voir le panier"). A snackbar with an action stays until it is used or closed: the time to reach it is the user's (WCAG 2.2.1).
- **Never the only copy** of something the user must act on: use a \`FormNotice\` or the field's error.
- The same message is never stacked twice; a new one goes under the one on screen.
- Keyboard: **F6** moves the focus to the snackbars' region (named "Notifications"), Tab reaches the action and "Fermer"; Escape is not needed, the snackbar leaves by itself. Screen readers hear each message once, politely.
- When to use something else: a question before an action that cannot be undone is a \`ConfirmDialog\` (Patterns / Confirmation and snackbars); a lasting state of the page is a \`FormNotice\` or an \`EmptyState\`.`,
      },
    },
  },
} satisfies Meta<typeof SnackbarsPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const added = PRODUCT_SNACKBARS.added('Batterie Varta Blue Dynamic E11', 2);

// Keyboard only: the add's snackbar is reached with F6, its action with Tab, and it opens the cart.
export const ActionByKeyboard: Story = {
  args: { onOpenCart: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter au panier' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await page(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText(added.message)).toBeVisible();
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const action = within(region).getByRole('button', { name: 'Voir le panier' });
    while (document.activeElement !== action) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
  },
};

// An error waits for the user: it says what failed, and "Fermer" closes it from the keyboard.
export const ErrorClosedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Changer la quantité' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await page(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText(CART_SNACKBARS.updateFailed.message)).toBeVisible();
    await userEvent.keyboard('{F6}');
    const close = await within(region).findByRole('button', { name: 'Fermer' });
    while (document.activeElement !== close) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByText(CART_SNACKBARS.updateFailed.message)).toBeNull());
  },
};
