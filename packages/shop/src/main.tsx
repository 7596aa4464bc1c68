import { holdEarlyPresses, serverPagePainted, startPageScripts } from './app/afterServerPaint.ts';

// The entry is this small on purpose: a server-drawn page paints before the shop's scripts are even
// requested (app/afterServerPaint.ts); the app itself is one import away. A public page the server
// drew as islands hydrates those alone, without the router (app/islands/Island.tsx).
holdEarlyPresses(document);
await serverPagePainted(window);
startPageScripts(document);
if (document.querySelector('[data-island]')) await import('./app/islands/startIslands.tsx');
else await import('./app/startShop.tsx');
