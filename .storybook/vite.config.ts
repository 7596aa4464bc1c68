import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Storybook's own Vite config: the root one is rooted at the shop app.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
