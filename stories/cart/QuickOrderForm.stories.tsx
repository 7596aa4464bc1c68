import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickOrderForm } from '@otech/ui';
import type { QuickOrderFormProps } from '@otech/ui';
import { quickOrderFormUsage } from '../usage/quickOrderGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

/** The form with its text kept, as the page keeps it. */
function Typed(props: QuickOrderFormProps) {
  const [text, setText] = useState(props.text);
  return (
    <QuickOrderForm
      {...props}
      text={text}
      onTextChange={(next) => {
        setText(next);
        props.onTextChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Cart/QuickOrderForm',
  tags: ['beta'],
  component: QuickOrderForm,
  parameters: usageDocs(quickOrderFormUsage),
  args: { text: '', onTextChange: fn(), onSubmit: fn(), onFileChosen: fn() },
  render: (args) => <Typed {...args} />,
} satisfies Meta<typeof QuickOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Nothing pasted: nothing to send yet.
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Vos lignes : référence ou EAN ; quantité/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  },
};

// Lines pasted from a spreadsheet (a tab between the columns) are sent as they are.
export const Pasted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/Vos lignes/);
    await userEvent.click(field);
    await userEvent.paste('VP00012\t24\n3700123456789\t6');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('VP00012\t24\n3700123456789\t6');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

// A chosen file is handed over at once.
export const FileChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['Référence;Quantité\nVP00012;24\n'], 'commande.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await expect(args.onFileChosen).toHaveBeenCalledWith(file);
    await expect(within(canvasElement).getByRole('button', { name: 'Choisir un fichier' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { text: 'VP00012;24', isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Vérification en cours...' })).toBeDisabled();
    await expect(canvas.getByLabelText(/Vos lignes/)).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { text: 'VP00012;24', errorMessage: 'Trop de lignes : 500 au plus par commande rapide' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Trop de lignes : 500 au plus par commande rapide')).toBeVisible();
  },
};
