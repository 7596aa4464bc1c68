import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkButton } from '@otech/ui';
import { navigated } from '../fixtures/navigation.ts';
import { linkButtonUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';

const meta = {
  title: 'Base/LinkButton',
  tags: ['stable'],
  component: LinkButton,
  parameters: usageDocs(linkButtonUsage),
  args: { href: '/produits', children: 'Parcourir le catalogue' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Parcourir le catalogue' });
    await expect(link).toHaveAttribute('href', '/produits');
    await userEvent.click(link);
    await expect(navigated).toHaveBeenCalledWith('/produits');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Continuer mes achats' } };
export const Accent: Story = { args: { variant: 'accent', size: 'large', children: 'Demander un devis' } };

export const KeyboardActivation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigated).toHaveBeenCalledTimes(1);
  },
};

// Do/don't (issue 26): the label says where the link leads, read alone.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{ caption: 'the destination in the label: it reads alone in a screen reader\'s list of links.', children: <LinkButton href="/catalogue">Voir le catalogue</LinkButton> }}
      bad={{ caption: '"Cliquez ici" says nothing of where it goes.', children: <LinkButton href="/catalogue">Cliquez ici</LinkButton> }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('figure', { name: 'Do' })).getByRole('link', { name: 'Voir le catalogue' })).toHaveAttribute('href', '/catalogue');
  },
};
