import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { HYDRATES_ON_INTERACTION, holdPressesUntilHydrated, partHydrated, registerOpener } from './pressesUntilHydrated.ts';

const newDocument = () => new Window({ url: 'http://localhost/' }).document as unknown as Document;
const document = newDocument();
holdPressesUntilHydrated(document);

/** A card as the server draws it: a link, the slider's button, then "Ajouter au panier". */
function card(key: string, page = document): { part: HTMLElement; add: HTMLButtonElement; presses: string[] } {
  const part = page.createElement('div');
  part.setAttribute(HYDRATES_ON_INTERACTION, key);
  part.innerHTML = '<a href="/produit/X"><span role="button">lien</span></a><button>Image suivante</button><button>Ajouter au panier</button>';
  page.body.append(part);
  const presses: string[] = [];
  for (const button of part.querySelectorAll('button')) button.addEventListener('click', () => presses.push(button.textContent ?? ''));
  return { part, add: part.querySelectorAll('button')[1]!, presses };
}

// Issue 27: a press on a catalogue card not yet hydrated is held, then given once it is, never lost nor doubled.
describe('presses on a part that hydrates on its first interaction', () => {
  it('holds a press until the part is hydrated, asks it to hydrate, then gives the press once', () => {
    const { part, add, presses } = card('VP00001');
    const opened: string[] = [];
    registerOpener(part, () => opened.push('open'));
    add.click();
    expect(presses).toEqual([]);
    expect(opened).toEqual(['open']);
    partHydrated(part);
    expect(presses).toEqual(['Ajouter au panier']);
    // Hydrated: presses now go through at once (to React), none held.
    add.click();
    expect(presses).toEqual(['Ajouter au panier', 'Ajouter au panier']);
  });

  it('asks a part pressed before it could be asked to hydrate as soon as it can', () => {
    const { part, add } = card('VP00002');
    add.click();
    const opened: string[] = [];
    registerOpener(part, () => opened.push('open'));
    expect(opened).toEqual(['open']);
  });

  it('gives a held press to the control at its place when the part was drawn afresh', () => {
    const first = card('VP00003');
    first.add.click();
    first.part.remove();
    const drawnAfresh = card('VP00003');
    partHydrated(drawnAfresh.part);
    expect(first.presses).toEqual([]);
    expect(drawnAfresh.presses).toEqual(['Ajouter au panier']);
  });

  it('leaves a press the page already held (before React listened) to the page, and a link to the browser', () => {
    // The page's early hold listens first (the entry registers it before any island loads), and
    // stops the press from going further than the document.
    const page = newDocument();
    const early = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    page.addEventListener('click', early, true);
    holdPressesUntilHydrated(page);
    const { part, add, presses } = card('VP00004', page);
    add.click();
    page.removeEventListener('click', early, true);
    const link = part.querySelector('a')!;
    const followed: boolean[] = [];
    link.addEventListener('click', (event) => followed.push(event.defaultPrevented));
    part.querySelector<HTMLElement>('[role="button"]')!.click();
    partHydrated(part);
    expect(presses).toEqual([]);
    expect(followed).toEqual([false]);
  });
});
