import { onFirstUse } from './onFirstUse.ts';

/** Every date of the shop is shown on Paris time (spec 3 §9: French date formats). */
export const SHOP_TIME_ZONE = 'Europe/Paris';

const numericDay = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));
const longDay = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }));
const monthYear = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { timeZone: SHOP_TIME_ZONE, month: 'long', year: 'numeric' }));
const shortMonth = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { timeZone: SHOP_TIME_ZONE, month: 'short' }));

export type DateInput = Date | string | number;

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

interface ParisParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

function parisParts(input: DateInput): ParisParts {
  const parts = Object.fromEntries(numericDay().formatToParts(toDate(input)).map((part) => [part.type, part.value]));
  return parts as unknown as ParisParts;
}

/** `dd/MM/yyyy` on Paris time (spec 3 §9: day/month/year, 2 digits each). */
export function formatDate(input: DateInput): string {
  const { day, month, year } = parisParts(input);
  return `${day}/${month}/${year}`;
}

/** `dd/MM/yyyy à HH:mm` on Paris time, the quote date of spec 2 §2.2. */
export function formatDateTime(input: DateInput): string {
  const { hour, minute } = parisParts(input);
  return `${formatDate(input)} à ${hour}:${minute}`;
}

/** `HH:mm` on Paris time. */
export function formatTime(input: DateInput): string {
  const { hour, minute } = parisParts(input);
  return `${hour}:${minute}`;
}

/** `YYYY-MM-DD` of the Paris day, as sent in `date_facture` (spec 2 §7.1). */
export function isoDay(input: DateInput): string {
  const { day, month, year } = parisParts(input);
  return `${year}-${month}-${day}`;
}

/** The Paris year, as the footer's copyright line says it (a year that starts in Paris before UTC). */
export function parisYear(input: DateInput): number {
  return Number(parisParts(input).year);
}

/** Day, long month, year: `5 mars 2025` (spec 2 §9). */
export function formatLongDate(input: DateInput): string {
  return longDay().format(toDate(input));
}

/** Long month and year: `mars 2025`, for the "client since" line (spec 2 §2.3). */
export function formatMonthYear(input: DateInput): string {
  return monthYear().format(toDate(input));
}

/** French month abbreviation of the Paris month: `janv.`, `févr.`, `mars`… (spec 3 §7). */
export function formatMonthAbbreviation(input: DateInput): string {
  return shortMonth().format(toDate(input));
}
