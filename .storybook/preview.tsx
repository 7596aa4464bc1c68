import type { Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, useHref, useNavigate } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { LinkRouterProvider } from '@otech/ui';
import '@otech/ui/theme';
import { navigated } from '../stories/fixtures/navigation.ts';

// Links go through the memory router as they go through the shop's, and each one is recorded.
function StoryLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider
      navigate={(href) => {
        navigated(href);
        void navigate(href);
      }}
      useHref={useHref}
    >
      {children}
    </LinkRouterProvider>
  );
}

// Every story gets the shop's theme (global tokens), a router its links go through, a fresh jotai store,
// and renders in French.
const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
  beforeEach: () => {
    navigated.mockClear();
  },
  decorators: [
    (Story, context) => {
      document.documentElement.lang = 'fr';
      const route = (context.parameters['route'] as string | undefined) ?? '/';
      return (
        <JotaiProvider store={createStore()}>
          <MemoryRouter initialEntries={[route]}>
            <StoryLinks>
              <Story />
            </StoryLinks>
          </MemoryRouter>
        </JotaiProvider>
      );
    },
  ],
};

export default preview;
