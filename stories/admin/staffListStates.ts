import { expect, userEvent, within } from 'storybook/test';
import { pastEndNotice } from '@otech/domain';

// The states every staff list shows through AdminTable's one async contract (loading, error with
// retry, nothing to list) and its paging (a page past the end), written once: each page still exports them as its own stories, so a
// designer finds them under every page, with that page's texts.

interface Canvas {
  canvasElement: HTMLElement;
}

/** Loading: the list's spinner, named by the page's loading text ("Chargement des commandes..."). */
export function loadingStory<K extends string>(list: K, loadingLabel: string) {
  return {
    args: { [list]: { status: 'loading' } } as Record<K, { status: 'loading' }>,
    play: async ({ canvasElement }: Canvas) => {
      await expect(within(canvasElement).getByRole('progressbar', { name: loadingLabel })).toBeVisible();
    },
  };
}

/** A failed load: the server's message in place of the rows, never an empty list; "Réessayer" loads again. */
export function loadErrorStory<K extends string>(list: K, message: string) {
  return {
    args: { [list]: { status: 'error', message } } as Record<K, { status: 'error'; message: string }>,
    play: async ({ args, canvasElement }: Canvas & { args: { onRetry: unknown } }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(message)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
      await expect(args.onRetry).toHaveBeenCalledOnce();
    },
  };
}

/**
 * Nothing to list (none yet, or none matching the search): the list says so, never bare headers.
 * A play function only: each page's arguments (its filter, its empty page) stay in its story.
 */
export function nothingListed(message: string) {
  return async ({ canvasElement }: Canvas) => {
    await expect(within(canvasElement).getByText(message)).toBeVisible();
  };
}

/** A page asked past the end (an old link): the server answered its last page, and the list says which. Each page's arguments stay in its story. */
export function pastTheEnd(asked: number, answered: number) {
  return async ({ canvasElement }: Canvas) => {
    const notice = pastEndNotice(asked, answered);
    await expect(notice, 'a page past the end is asked beyond the one answered').toBeDefined();
    await expect(within(canvasElement).getByText(String(notice))).toBeVisible();
  };
}
