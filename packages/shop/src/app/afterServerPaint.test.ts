import { afterEach, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { holdEarlyPresses, replayHeldPresses, serverPagePainted, startPageScripts } from './afterServerPaint.ts';

type View = Parameters<typeof serverPagePainted>[0];

/** A browser window whose paint timing the test reports, as Chrome's PerformanceObserver would. */
function windowWith(body: string, head = '') {
  const window = new Window({ url: 'http://localhost/' });
  window.document.head.innerHTML = head;
  window.document.body.innerHTML = body;
  const observers: ((entries: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  Object.assign(window, { PerformanceObserver: PaintObserver });
  const paint = () => observers.forEach((notify) => notify({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }));
  return { window, view: window as unknown as View, paint };
}

/** Whether the promise has settled after a few frames (well before the longest wait, 3 s). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 400));
  return done;
}

const opened: Window[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((window) => window.happyDOM.close()));
});

describe("a server-drawn page's scripts wait for it to be painted (issue #10)", () => {
  it('start at once on a page the browser draws itself', async () => {
    const { window, view } = windowWith('<div id="root"></div>');
    opened.push(window);
    expect(await settled(serverPagePainted(view))).toBe(true);
  });

  it('wait for the first contentful paint of a drawn page', async () => {
    const { window, view, paint } = windowWith('<div id="root"><h1>Catalogue</h1></div>');
    opened.push(window);
    const painted = serverPagePainted(view);
    expect(await settled(painted)).toBe(false);
    paint();
    expect(await settled(painted)).toBe(true);
  });

  it('then wait for the main picture, and go on when it fails to load', async () => {
    const { window, view, paint } = windowWith('<div id="root"><img fetchpriority="high" alt="Pile" src="/api/images/VP1/av.jpg"></div>');
    opened.push(window);
    Object.defineProperty(window.document.querySelector('img'), 'complete', { value: false });
    const painted = serverPagePainted(view);
    paint();
    expect(await settled(painted)).toBe(false);
    window.document.querySelector('img')?.dispatchEvent(new window.Event('error'));
    expect(await settled(painted)).toBe(true);
  });

  it('start at the visitor’s first key press, painted or not', async () => {
    const { window, view } = windowWith('<div id="root"><h1>Catalogue</h1></div>');
    opened.push(window);
    const painted = serverPagePainted(view);
    window.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(painted)).toBe(true);
  });

  it("put the page's held chunk preloads in the head, once", () => {
    const held = '<template id="otech-page-scripts"><link rel="modulepreload" href="/assets/HomeRoute.js"></template>';
    const { window } = windowWith('<div id="root"></div>', held);
    opened.push(window);
    const document = window.document as unknown as Document;
    startPageScripts(document);
    startPageScripts(document);
    expect(window.document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    expect(window.document.head.querySelector('link')?.getAttribute('href')).toBe('/assets/HomeRoute.js');
  });

  it('hold a button pressed before hydration, and press it again once React listens', () => {
    const { window } = windowWith('<div id="root"><form><button type="submit">Ajouter au panier</button></form><a href="/panier">Panier</a></div>');
    opened.push(window);
    const document = window.document as unknown as Document;
    const pressed: string[] = [];
    window.document.addEventListener('click', (event) => pressed.push(event.defaultPrevented ? 'held' : 'pressed'));
    holdEarlyPresses(document);
    window.document.querySelector('button')?.click();
    expect(pressed).toEqual([]);
    replayHeldPresses(document);
    expect(pressed).toEqual(['pressed']);
    // From then on a press goes straight through, once.
    window.document.querySelector('button')?.click();
    expect(pressed).toEqual(['pressed', 'pressed']);
  });

  it('hold a search submitted with Enter before hydration, and submit it again once React listens', () => {
    const { window } = windowWith('<div id="root"><input type="search" value="lithium"><input type="text"></div>');
    opened.push(window);
    const document = window.document as unknown as Document;
    holdEarlyPresses(document);
    const [search, text] = [...window.document.querySelectorAll('input')];
    search?.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    text?.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const submitted: string[] = [];
    window.document.addEventListener('keydown', (event) => {
      submitted.push((event.target as unknown as HTMLInputElement).value);
    });
    replayHeldPresses(document);
    expect(submitted).toEqual(['lithium']);
  });

  it('start at once on a page one comes to type in', async () => {
    const { window, view } = windowWith('<div id="root"><main><form><input type="email" name="email"><input type="password" name="password"></form></main></div>');
    opened.push(window);
    expect(await settled(serverPagePainted(view))).toBe(true);
  });
});
