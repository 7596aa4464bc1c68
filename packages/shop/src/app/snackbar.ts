import { SnackbarQueue } from '@otech/ui';

/** The shop's one snackbar queue, shown by the page frame; screens push the domain's messages to it. */
export const snackbars = new SnackbarQueue();

export const notify = snackbars.show.bind(snackbars);
