import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_LOGIN_DEFAULTS, adminLoginSchema, TEXT_LIMITS, type AdminLoginValues } from '@otech/domain';
import { FormTextField, useSchemaForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { formTextFieldUsage } from '../usage/formsGuidance.ts';

// A one-field form on a domain schema: the field's rule and message are the schema's.
function UsernameForm({ onSubmit }: { onSubmit: (values: AdminLoginValues) => void }) {
  const form = useSchemaForm(adminLoginSchema, { ...ADMIN_LOGIN_DEFAULTS, password: 'secret' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField control={form.control} name="username" label="Nom d'utilisateur" autoComplete="username" isRequired />
      <button type="submit">Envoyer</button>
    </form>
  );
}

const meta = {
  title: 'Forms/FormTextField',
  tags: ['stable'],
  component: UsernameForm,
  parameters: usageDocs(formTextFieldUsage),
  args: { onSubmit: fn() },
} satisfies Meta<typeof UsernameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const username = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Nom d'utilisateur/ });

// Spec 1 and 3, section 5: a field's message shows once it is touched, and goes once it is filled.
export const MessageOnceTouched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = username(canvasElement);
    await expect(canvas.queryByText("Le nom d'utilisateur est requis")).toBeNull();
    await userEvent.click(field);
    await userEvent.tab();
    await expect(await canvas.findByText("Le nom d'utilisateur est requis")).toBeVisible();
    await expect(field).toBeInvalid();
    await userEvent.type(field, 'admin');
    await waitFor(() => expect(field).toBeValid());
    await expect(canvas.queryByText("Le nom d'utilisateur est requis")).toBeNull();
  },
};

export const ValueReachesTheForm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(username(canvasElement), 'admin');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'secret' }, expect.anything()),
    );
  },
};

// Every text field has a maximum length: the input stops where the schema (checked again by the API) would refuse.
export const StopsAtTheSchemaLimit: Story = {
  play: async ({ canvasElement }) => {
    const field = username(canvasElement);
    await expect(field).toHaveAttribute('maxlength', String(TEXT_LIMITS.line));
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(TEXT_LIMITS.line + 20));
    await expect(field).toHaveValue('a'.repeat(TEXT_LIMITS.line));
  },
};
