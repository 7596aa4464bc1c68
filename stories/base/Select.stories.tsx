import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '@otech/ui';
import { selectUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

// Spec 1 §3: the registration form's company types.
const companyTypes = [
  { id: 'auto', label: 'Automobile' },
  { id: 'electronics', label: 'Électronique' },
  { id: 'industrial', label: 'Industriel' },
  { id: 'marine', label: 'Marine' },
  { id: 'other', label: 'Autre' },
];

const meta = {
  title: 'Base/Select',
  tags: ['stable'],
  component: Select,
  parameters: usageDocs(selectUsage),
  args: { label: "Type d'entreprise", options: companyTypes, placeholder: 'Choisissez un type', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Type d'entreprise/ });
    await expect(trigger).toHaveTextContent('Choisissez un type');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Marine' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('marine');
    await expect(trigger).toHaveTextContent('Marine');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'industrial' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Type d'entreprise/ })).toHaveTextContent('Industriel');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('electronics');
  },
};

export const Required: Story = { args: { isRequired: true, description: 'Utilisé pour vous proposer les bons produits.' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Ce champ est requis' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ce champ est requis')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'auto' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Type d'entreprise/ })).toBeDisabled();
  },
};

// Do/don't (issue 26): a Select for a choice among several, named by its label, beside a yes/no choice in a list.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'a visible label that names the choice, a placeholder that asks for it, options that are short nouns.',
        children: <Select label="Type d'entreprise" placeholder="Choisissez un type" options={companyTypes} />,
      }}
      bad={{
        caption: 'a list for a yes or no: two options hide behind a click; a Checkbox says it at once.',
        children: <Select label="Newsletter" options={[{ id: 'yes', label: 'Oui' }, { id: 'no', label: 'Non' }]} defaultValue="no" />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(doDontExample(canvasElement, 'Do').getByRole('button', { name: /Type d'entreprise/ })).toHaveTextContent('Choisissez un type');
    await expect(doDontExample(canvasElement, "Don't").getByRole('button', { name: /Newsletter/ })).toHaveTextContent('Non');
  },
};
