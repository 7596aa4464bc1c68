import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, CatalogueSearch } from '@otech/ui';

const meta = {
  title: 'Catalogue/CatalogueSearch',
  component: CatalogueSearch,
  args: { value: '', onSearch: fn() },
} satisfies Meta<typeof CatalogueSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveAttribute(
      'placeholder',
      'Nom, référence, EAN, modèle',
    );
  },
};

// Typing fast keeps every letter and searches once, when typing pauses.
export const SearchesWhenTypingPauses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'lithium');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('lithium'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const SearchesOnEnter: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'LR6{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('LR6');
  },
};

export const WithSearch: Story = {
  args: { value: 'varta' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Effacer la recherche' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('');
  },
};

// The search chip removed or the back button pressed: the box shows the search now in force.
export const ChangedFromOutside: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('varta');
    return (
      <>
        <CatalogueSearch {...args} value={value} />
        <Button onPress={() => setValue('')}>Retirer la recherche</Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('varta');
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer la recherche' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};
