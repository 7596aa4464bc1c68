import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountSettingsForm } from '@otech/ui';
import { accountSettings } from '../fixtures/account.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { accountSettingsFormUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/AccountSettingsForm',
  tags: ['stable'],
  component: AccountSettingsForm,
  parameters: usageDocs(accountSettingsFormUsage),
  args: { initialValues: accountSettings, onSubmit: fn() },
} satisfies Meta<typeof AccountSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.3 tab 6: the record's fields, saved with Sauvegarder; the pseudo is shown, not edited.
export const Saves: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Pseudo' })).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), '06 11 51 61 71');
    await userEvent.click(canvas.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...accountSettings, gsm: '06 11 51 61 71' }, expect.anything()));
  },
};

// Spec 2 §5: société and email required, email well formed; nothing is sent while invalid.
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Société/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Email/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'demo');
    await userEvent.tab();
    await expect(await canvas.findByText('Le nom de société est requis')).toBeVisible();
    await expect(canvas.getByText('Format email invalide')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
  },
};

export const SaveError: Story = {
  args: { errorMessage: 'Un compte existe déjà avec cet email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Un compte existe déjà avec cet email')).toBeVisible();
  },
};

// At 480 px the fields are one a row, so what they hold is not cut (the web site and e-mail were).
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    for (const name of ['Email', 'Site web', 'Société']) {
      const field = within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name}`) });
      await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    }
  },
};
