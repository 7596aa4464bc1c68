import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { notificationSettingsSchema } from '@otech/domain';
import { NotificationSettingsForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { notificationSettingsFormUsage } from '../usage/accountGuidance.ts';

const defaults = v.parse(notificationSettingsSchema, {});

const meta = {
  title: 'Account/NotificationSettingsForm',
  tags: ['stable'],
  component: NotificationSettingsForm,
  parameters: usageDocs(notificationSettingsFormUsage),
  args: { initialValues: defaults, onSubmit: fn() },
} satisfies Meta<typeof NotificationSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §5 defaults: everything on but the newsletter and SMS (urgent orders only); changes are sent.
export const Defaults: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Suivi de mes commandes' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Par SMS (commandes urgentes uniquement)' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Par SMS (commandes urgentes uniquement)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Promotions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sauvegarder les notifications' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...defaults, sms: true, promotions: false }, expect.anything()));
  },
};

export const Saved: Story = {
  args: { initialValues: { ...defaults, newsletters: true, pushNotifications: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Notifications dans le navigateur' })).not.toBeChecked();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
  },
};
