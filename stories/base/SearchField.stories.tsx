import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { searchFieldUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

const meta = {
  title: 'Base/SearchField',
  tags: ['stable'],
  component: SearchField,
  parameters: usageDocs(searchFieldUsage),
  args: {
    label: 'Rechercher un client',
    placeholder: 'Nom, email, entreprise ou SIRET',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Rechercher un client' });
    await userEvent.type(input, 'Dupont{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Dupont');
    await expect(args.onSubmit).toHaveBeenCalledWith('Dupont');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Varta' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer la recherche' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const ClearWithEscape: Story = {
  args: { defaultValue: 'Varta' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Rechercher un produit', placeholder: 'Rechercher…', hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Rechercher un produit' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

// Do/don't (issue 26): a search that says what it searches and how, beside one that says neither.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'its label names what is searched; the placeholder gives an example of what may be typed.',
        children: <SearchField label="Rechercher un client" placeholder="Nom, email, entreprise ou SIRET" maxLength={100} />,
      }}
      bad={{
        caption: 'a hidden, vague label and a placeholder as the only instruction, which goes as soon as one types.',
        children: <SearchField label="Recherche" hideLabel placeholder="Tapez ici…" />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const good = doDontExample(canvasElement, 'Do').getByRole('searchbox', { name: 'Rechercher un client' });
    await userEvent.type(good, 'Durand');
    await expect(good).toHaveValue('Durand');
    await expect(doDontExample(canvasElement, "Don't").getByRole('searchbox', { name: 'Recherche' })).toBeVisible();
  },
};
