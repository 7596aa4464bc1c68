/**
 * The encodings a CSV file is read in, as `--encoding` names them. `macintosh` is Mac Roman (its
 * WHATWG and iconv name), what Excel for Mac saved before 2016. Kept apart from the decoder so that
 * the command line's start does not load iconv.
 */
export const TEXT_ENCODINGS = ['utf-8', 'windows-1252', 'macintosh'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];
