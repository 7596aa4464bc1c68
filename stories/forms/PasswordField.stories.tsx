import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ADMIN_LOGIN_DEFAULTS, adminLoginSchema } from '@otech/domain';
import { PasswordField, useSchemaForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { passwordFieldUsage } from '../usage/formsGuidance.ts';

function PasswordForm({ label, autoComplete }: { label?: string; autoComplete?: string }) {
  const form = useSchemaForm(adminLoginSchema, ADMIN_LOGIN_DEFAULTS);
  return (
    <form noValidate>
      <PasswordField control={form.control} name="password" label={label} autoComplete={autoComplete} />
    </form>
  );
}

const meta = {
  title: 'Forms/PasswordField',
  tags: ['stable'],
  component: PasswordForm,
  parameters: usageDocs(passwordFieldUsage),
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

// The sign-in password of spec 1 and 3: required, offered the saved password, shown on demand.
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = input(canvasElement, /^Mot de passe/);
    await expect(password).toBeRequired();
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'secret');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le mot de passe' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: { label: 'Confirmer le mot de passe', autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, /Confirmer le mot de passe/)).toHaveAttribute('autocomplete', 'new-password');
  },
};
