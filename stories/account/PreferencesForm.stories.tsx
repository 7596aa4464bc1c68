import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preferencesFormValues } from '@otech/domain';
import { PreferencesForm } from '@otech/ui';
import { dashboardUser } from '../fixtures/clientDashboardUser.ts';
import { usageDocs } from '../usage/usage.ts';
import { preferencesFormUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/PreferencesForm',
  tags: ['stable'],
  component: PreferencesForm,
  parameters: usageDocs(preferencesFormUsage),
  args: { initialValues: preferencesFormValues(dashboardUser), onSubmit: fn() },
} satisfies Meta<typeof PreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §3.4: the defaults, then the changed settings sent on Sauvegarder.
export const Saves: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Authentification à deux facteurs' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Notifications par email' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Authentification à deux facteurs' }));
    await userEvent.click(canvas.getByRole('button', { name: /Devise/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'CHF' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { twoFactorEnabled: true, emailNotifications: true, marketingNotifications: false, language: 'fr', currency: 'CHF' },
        expect.anything(),
      ),
    );
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
  },
};

export const SaveError: Story = {
  args: { errorMessage: 'Erreur lors de la sauvegarde' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erreur lors de la sauvegarde')).toBeVisible();
  },
};
