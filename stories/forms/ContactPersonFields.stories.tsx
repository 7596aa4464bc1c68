import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { personalInfoFormValues, personalInfoSchema } from '@otech/domain';
import { ContactPersonFields, useSchemaForm } from '@otech/ui';
import { dashboardUser } from '../fixtures/clientDashboardUser.ts';
import { usageDocs } from '../usage/usage.ts';
import { contactPersonFieldsUsage } from '../usage/formsGuidance.ts';

function PersonForm() {
  const form = useSchemaForm(personalInfoSchema, personalInfoFormValues(dashboardUser));
  return (
    <form noValidate>
      <ContactPersonFields control={form.control} />
    </form>
  );
}

const meta = {
  title: 'Forms/ContactPersonFields',
  tags: ['stable'],
  component: PersonForm,
  parameters: usageDocs(contactPersonFieldsUsage),
} satisfies Meta<typeof PersonForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// The contact form's and the client dashboard's person: the four required fields, checked by the form's schema.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Jean');
    await expect(canvas.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.paste('jean@');
    await userEvent.tab();
    await expect(await canvas.findByText('Email invalide')).toBeVisible();
  },
};
