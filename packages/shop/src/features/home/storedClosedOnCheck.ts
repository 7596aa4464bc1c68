import * as v from 'valibot';
import { checkWith } from '../../app/storage/checkWith.ts';

/** The check of the stored day the maintenance pop-up was closed: loaded only when this browser stores one (maintenance.ts). */
export const checkClosedOn = checkWith(v.nullable(v.string()));
