import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@otech/ui';
import { buttonUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';

const meta = {
  title: 'Base/Button',
  tags: ['stable'],
  component: Button,
  parameters: usageDocs(buttonUsage),
  args: { children: 'Demander un devis', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Demander un devis' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Accent: Story = { args: { variant: 'accent', children: 'Ajouter au panier' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Continuer mes achats' } };
export const Text: Story = { args: { variant: 'text', children: 'Mot de passe oublié ?' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Vider le panier' } };
export const Small: Story = { args: { size: 'small', children: 'Voir' } };
export const Large: Story = { args: { size: 'large', children: 'Parcourir le catalogue' } };

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Ajouter au panier' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ajouter au panier' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Demander un devis' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

// Do/don't (issue 26): one primary action named by its verb, beside the wrong way.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'one primary action per form, its label a verb that says what happens.',
        children: (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="secondary">Continuer mes achats</Button>
            <Button variant="primary">Demander un devis</Button>
          </div>
        ),
      }}
      bad={{
        caption: 'two primaries side by side, labels that mean nothing read alone.',
        children: (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="primary">OK</Button>
            <Button variant="primary">Valider</Button>
          </div>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const good = within(within(canvasElement).getByRole('figure', { name: 'Do' }));
    await expect(good.getByRole('button', { name: 'Demander un devis' })).toBeVisible();
    await expect(within(within(canvasElement).getByRole('figure', { name: "Don't" })).getAllByRole('button')).toHaveLength(2);
  },
};
