import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Storybook's own Vite config: the root one is rooted at the shop app.
export default defineConfig({
  // Class names that say which component they style (the default in a build is a short hash): the
  // responsive sweep names the element that widens a page by them.
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'debug' })],
});
