import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Dialog, type DialogProps } from '@otech/ui';
import { dialogUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';

function DialogDemo(props: Omit<DialogProps, 'isOpen'> & { defaultOpen?: boolean }) {
  const [isOpen, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Voir le suivi</Button>
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
