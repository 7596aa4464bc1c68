import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkButton } from '@otech/ui';

const meta = {
  title: 'Base/LinkButton',
  component: LinkButton,
  args: { href: '/produits', children: 'Parcourir le catalogue', onNavigate: fn() },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Parcourir le catalogue' });
    await expect(link).toHaveAttribute('href', '/produits');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/produits');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Continuer mes achats' } };
export const Accent: Story = { args: { variant: 'accent', size: 'large', children: 'Demander un devis' } };

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

// Without onNavigate it is a plain link: the browser follows it.
export const PlainLink: Story = {
  args: { onNavigate: undefined, href: '#catalogue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#catalogue');
  },
};
