import { REFERENCEMENT_TARGETS } from '@otech/domain';
import type { ReferencementTarget } from '@otech/domain';

/** Whether a URL's word names a kind of page SEO is written for. */
export const isReferencementTarget = (value: string | undefined): value is ReferencementTarget => REFERENCEMENT_TARGETS.some((target) => target === value);
