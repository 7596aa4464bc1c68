import type { Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { MemoryRouter, useHref, useNavigate } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { LinkRouterProvider } from '@otech/ui';
import { configure } from 'storybook/test';
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
    // The static Storybook opens on the first entry: the designers' introduction, then the foundations.
    options: { storySort: { order: ['Introduction', 'Foundations', 'Patterns', 'Base'] } },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
  // React's production build (the static Storybook of npm run test:visual) has no act(), so Storybook
  // hands user-event's events to the page unwrapped and React draws their updates only once the whole
  // simulated key is sent: Enter's keypress then submitted a field still showing the typed 50, which
  // its max of 4 refused. A browser draws between a real key's events, and the story tests' act() does:
  // flushSync draws after each simulated event here too.
  beforeAll: () => {
    if (!import.meta.env.PROD) return;
    configure({
      eventWrapper: (dispatch) => {
        let result: unknown;
        flushSync(() => {
          result = dispatch();
        });
        return result;
      },
    });
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
