/** The value of the category, type and brand selects that means "no filter" (spec 1 §5). */
export const ALL = 'all';
