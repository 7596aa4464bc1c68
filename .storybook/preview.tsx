import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import '@otech/ui/theme';

// Every story gets the shop's theme (global tokens), a router and a fresh jotai store,
// and renders in French.
const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story, context) => {
      document.documentElement.lang = 'fr';
      const route = (context.parameters['route'] as string | undefined) ?? '/';
      return (
        <JotaiProvider store={createStore()}>
          <MemoryRouter initialEntries={[route]}>
            <Story />
          </MemoryRouter>
        </JotaiProvider>
      );
    },
  ],
};

export default preview;
