import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@otech/ui';
import { checkboxUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';

const meta = {
  title: 'Base/Checkbox',
  tags: ['stable'],
  component: Checkbox,
  parameters: usageDocs(checkboxUsage),
  args: { children: "J'accepte les conditions générales de vente", onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: "J'accepte les conditions générales de vente" });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { children: "S'inscrire à la newsletter", defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: "S'inscrire à la newsletter" });
    await expect(box).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Indeterminate: Story = {
  args: { children: 'Tout sélectionner', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Tout sélectionner' })).toBePartiallyChecked();
  },
};

// Spec 1 §5: acceptTerms must be true.
export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Vous devez accepter les conditions pour créer un compte' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Vous devez accepter les conditions pour créer un compte');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

// Do/don't (issue 26): a checkbox states a choice; an action is a button.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{ caption: 'a choice the user makes, worded as a statement they agree with.', children: <Checkbox>Recevoir les offres par e-mail</Checkbox> }}
      bad={{ caption: 'an action disguised as a checkbox: nothing should happen on a tick.', children: <Checkbox>Envoyer la demande maintenant</Checkbox> }}
    />
  ),
  play: async ({ canvasElement }) => {
    const box = within(within(canvasElement).getByRole('figure', { name: 'Do' })).getByRole('checkbox', { name: 'Recevoir les offres par e-mail' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
