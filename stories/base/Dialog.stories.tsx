import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Dialog, type DialogProps } from '@otech/ui';
import { dialogUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

function DialogDemo(props: Omit<DialogProps, 'isOpen'> & { defaultOpen?: boolean; opener?: string }) {
  const [isOpen, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{props.opener ?? 'Voir le suivi'}</Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Base/Dialog',
  tags: ['stable'],
  component: Dialog,
  parameters: usageDocs(dialogUsage),
  args: {
    title: 'Suivi du colis',
    isOpen: false,
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>Votre colis a quitté notre entrepôt de Lyon.</p>,
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  render: (args) => <DialogDemo {...args} defaultOpen />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Suivi du colis' });
    await expect(within(dialog).getByText('Votre colis a quitté notre entrepôt de Lyon.')).toBeVisible();
  },
};

export const OpenAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Voir le suivi' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Suivi du colis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voir le suivi' }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const WithActions: Story = {
  args: { actions: <Button onPress={fn()}>Télécharger</Button> },
  render: (args) => <DialogDemo {...args} defaultOpen />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Télécharger' })).toBeVisible();
  },
};

// Do/don't (issue 26): a dialog for a short task apart from the page, beside one that only says something happened.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'details the page has no room for, opened by a button that says what it shows; Escape closes it.',
        children: (
          <DialogDemo title="Suivi du colis" onOpenChange={() => undefined}>
            <p style={{ margin: 0 }}>Votre colis a quitté notre entrepôt de Lyon.</p>
          </DialogDemo>
        ),
      }}
      bad={{
        caption: 'a dialog to say "done": it stops the customer for nothing; a Snackbar says it and goes.',
        children: (
          <DialogDemo title="Produit ajouté" opener="Ajouter au panier" onOpenChange={() => undefined} actions={<Button>OK</Button>}>
            <p style={{ margin: 0 }}>Le produit a été ajouté au panier.</p>
          </DialogDemo>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(doDontExample(canvasElement, 'Do').getByRole('button', { name: 'Voir le suivi' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Suivi du colis' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
  },
};
