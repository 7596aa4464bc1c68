import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AUTH_SNACKBARS, CONTACT_SNACKBARS } from '@otech/domain';
import { FormNotice } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { formNoticeUsage } from '../usage/formsGuidance.ts';

const meta = {
  title: 'Forms/FormNotice',
  tags: ['stable'],
  component: FormNotice,
  parameters: usageDocs(formNoticeUsage),
  args: { tone: 'error', children: AUTH_SNACKBARS.loginFailed().message },
} satisfies Meta<typeof FormNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur de connexion');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: CONTACT_SNACKBARS.sent.message },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(CONTACT_SNACKBARS.sent.message);
  },
};

export const Info: Story = {
  args: { tone: 'info', children: AUTH_SNACKBARS.forgotPasswordNoEmail.message },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Veuillez saisir votre email d'abord");
  },
};
