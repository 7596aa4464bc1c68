import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImpersonationBar } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { impersonationBarUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/ImpersonationBar',
  tags: ['stable'],
  component: ImpersonationBar,
  parameters: { ...usageDocs(impersonationBarUsage), layout: 'fullscreen' },
  args: { client: { firstName: 'Jean', lastName: 'Durand' }, onReturnToAdmin: fn() },
} satisfies Meta<typeof ImpersonationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 3 §8: 'Connexion en tant que {prénom} {nom}' with 'Retour Admin'.
export const Impersonating: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connexion en tant que Jean Durand')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour Admin' }));
    await expect(args.onReturnToAdmin).toHaveBeenCalledOnce();
  },
};

export const Returning: Story = {
  args: { isReturning: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retour Admin' })).toBeDisabled();
  },
};
