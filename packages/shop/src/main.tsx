import { holdEarlyPresses, serverPagePainted, startPageScripts } from './app/afterServerPaint.ts';

// The entry is this small on purpose: a server-drawn page paints before the shop's scripts are even
// requested (app/afterServerPaint.ts). A page the server drew hydrates its islands alone, without
// the router (app/islands/Island.tsx); a page the browser draws (the private ones) is the app.
holdEarlyPresses(document);
await serverPagePainted(window);
startPageScripts(document);
if (document.querySelector('[data-island]')) await import('./app/islands/startIslands.tsx');
else await import('./app/startShop.tsx');
