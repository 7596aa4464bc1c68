import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import '@otech/ui/theme';
import { createQueryClient } from './app/queryClient.ts';
import { routes } from './app/routeTable.tsx';
import { shopStore } from './app/store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <JotaiProvider store={shopStore}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
