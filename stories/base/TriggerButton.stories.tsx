import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { TriggerButton } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { triggerButtonUsage } from '../usage/baseGuidance.ts';

const meta = {
  title: 'Base/TriggerButton',
  tags: ['stable'],
  component: TriggerButton,
  parameters: usageDocs(triggerButtonUsage),
  args: { children: 'Mon compte' },
  render: (args) => (
    <MenuTrigger>
      <TriggerButton {...args} />
      <Popover>
        <Menu aria-label="Mon compte">
          <MenuItem id="settings">Paramètres</MenuItem>
          <MenuItem id="logout">Déconnexion</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  ),
} satisfies Meta<typeof TriggerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

// The menu around it takes the button's press: a click opens it.
export const OpensItsMenu: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mon compte' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(await within(document.body).findByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
  },
};

export const KeyboardOpensItsMenu: Story = {
  args: { variant: 'secondary' },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('menu', { name: 'Mon compte' })).toBeVisible();
  },
};
