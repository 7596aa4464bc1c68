import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_LOGIN_DEFAULTS, adminLoginSchema } from '@otech/domain';
import { FormTextField, SubmitButton, useSchemaForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { submitButtonUsage } from '../usage/formsGuidance.ts';

// A one-field form on a domain schema: whether it may be sent is the schema's answer.
function UsernameForm({ pending }: { pending: boolean }) {
  const form = useSchemaForm(adminLoginSchema, { ...ADMIN_LOGIN_DEFAULTS, password: 'secret' });
  return (
    <form noValidate>
      <FormTextField control={form.control} name="username" label="Nom d'utilisateur" isRequired isDisabled={pending} />
      <SubmitButton control={form.control} pending={pending} pendingLabel="Connexion...">
        Se connecter
      </SubmitButton>
    </form>
  );
}

const meta = {
  title: 'Forms/SubmitButton',
  tags: ['stable'],
  component: UsernameForm,
  parameters: usageDocs(submitButtonUsage),
  args: { pending: false },
} satisfies Meta<typeof UsernameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 and 3, section 5: the button is disabled until the form is valid.
export const EnabledOnceValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Se connecter' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Nom d'utilisateur/ }), 'admin');
    await waitFor(() => expect(button).toBeEnabled());
  },
};

// Spec 1 section 4: while the request runs the button is disabled and says what it is doing.
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Connexion\.\.\./ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Connexion...');
    await expect(canvas.queryByText('Se connecter')).toBeNull();
  },
};
