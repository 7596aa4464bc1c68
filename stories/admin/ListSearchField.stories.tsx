import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STAFF_LIST_SEARCH_DEBOUNCE_MS } from '@otech/domain';
import { ListSearchField } from '@otech/ui';
import { listSearchFieldUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Admin/ListSearchField',
  tags: ['beta'],
  component: ListSearchField,
  parameters: usageDocs(listSearchFieldUsage),
  args: { label: 'Rechercher un client', placeholder: 'Nom, email, entreprise, SIRET ou pseudo', value: '', maxLength: 20, onSearch: fn() },
} satisfies Meta<typeof ListSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

// Typing then stopping searches once, with the whole text.
export const SearchesAsTypingStops: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Rechercher un client' }), 'lefèvre lyon');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('lefèvre lyon'), { timeout: STAFF_LIST_SEARCH_DEBOUNCE_MS * 5 });
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

// "Rechercher" sends at once; the text the list already answers is not sent again.
export const SearchesOnTheButton: Story = {
  args: { value: 'martin' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('martin');
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('searchbox'), ' garage');
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith('martin garage');
  },
};

// Enter sends at once; the typing pause after it does not ask for the same search again.
export const EnterThenPause: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'lyon{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('lyon');
    await new Promise((resolve) => setTimeout(resolve, STAFF_LIST_SEARCH_DEBOUNCE_MS * 3));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

// The field stops at what the API accepts.
export const CutAtTheApiLimit: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox');
    await userEvent.type(field, 'x'.repeat(30));
    await expect(field).toHaveValue('x'.repeat(20));
  },
};
