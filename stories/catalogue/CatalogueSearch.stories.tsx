import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEXT_LIMITS } from '@otech/domain';
import { Button, CatalogueSearch } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { catalogueSearchUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/CatalogueSearch',
  tags: ['stable'],
  component: CatalogueSearch,
  parameters: usageDocs(catalogueSearchUsage),
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

// A search stops at a line (255 characters), what the API's product search accepts.
export const StopsAtALine: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Rechercher un produit' });
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(TEXT_LIMITS.line + 5));
    await expect(input).toHaveValue('x'.repeat(TEXT_LIMITS.line));
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

// The public catalogue, where a search loads a new page: a pause in typing runs nothing, Enter does.
export const SearchesOnEnterOnly: Story = {
  args: { pauseMs: null },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.type(box, 'lithium');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('lithium');
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

// The catalogue with cart offers the 3 latest searches under the box; one runs on a press.
export const WithRecentSearches: Story = {
  args: { hints: ['lr6', 'varta 12v', 'chargeur'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hints = within(canvas.getByRole('list', { name: 'Recherches récentes :' }));
    await expect(hints.getAllByRole('button')).toHaveLength(3);
    await userEvent.click(hints.getByRole('button', { name: 'varta 12v' }));
    await expect(args.onSearch).toHaveBeenCalledWith('varta 12v');
    await expect(canvas.getByRole('searchbox')).toHaveValue('varta 12v');
  },
};

// Spec 2 §9: the catalogue with cart searches 300 ms after typing pauses, not sooner.
export const Debounced300: Story = {
  args: { pauseMs: 300 },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'agm');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('agm'), { timeout: 1000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};
