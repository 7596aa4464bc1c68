import { holdEarlyPresses, serverPagePainted, startPageScripts } from './app/afterServerPaint.ts';

// The entry is this small on purpose: a server-drawn page paints before the shop's scripts are even
// requested (app/afterServerPaint.ts); the app itself is one import away.
holdEarlyPresses(document);
await serverPagePainted(window);
startPageScripts(document);
await import('./app/startShop.tsx');
