/**
 * What a schema holds, as far as its length limits go: valibot keeps its parts as plain data
 * (`entries` of an object, `wrapped` of an optional, `pipe` of checks), so a form reads the
 * limits its schema enforces instead of stating them a second time.
 */
interface SchemaPart {
  readonly type: string;
  readonly requirement?: unknown;
  readonly wrapped?: SchemaPart;
  readonly entries?: Readonly<Record<string, SchemaPart>>;
  /** An array's item. */
  readonly item?: SchemaPart;
  readonly pipe?: readonly SchemaPart[];
  /** A union's schemas; a picklist's values. */
  readonly options?: readonly unknown[];
}

const isSchemaPart = (value: unknown): value is SchemaPart => typeof value === 'object' && value !== null && 'type' in value;

function shortestLimit(part: SchemaPart): number | undefined {
  if (part.type === 'max_length' && typeof part.requirement === 'number') return part.requirement;
  // A pipe's first item is the schema it checks, whose own pipe may hold a limit too; of a union
  // (a number, or the same typed as text) the text's limit is the input's.
  const limits = [part.wrapped, ...(part.pipe ?? []), ...(part.options ?? []).filter(isSchemaPart)].flatMap((inner) => {
    const limit = inner ? shortestLimit(inner) : undefined;
    return limit === undefined ? [] : [limit];
  });
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

function objectEntries(part: SchemaPart): Readonly<Record<string, SchemaPart>> | undefined {
  if (part.entries) return part.entries;
  const inner = part.wrapped ?? part.pipe?.[0];
  return inner ? objectEntries(inner) : undefined;
}

function arrayItem(part: SchemaPart): SchemaPart | undefined {
  if (part.item) return part.item;
  const inner = part.wrapped ?? part.pipe?.[0];
  return inner ? arrayItem(inner) : undefined;
}

function collect(part: SchemaPart, prefix: string, out: Record<string, number>): void {
  for (const [key, entry] of Object.entries(objectEntries(part) ?? {})) {
    const path = `${prefix}${key}`;
    const item = arrayItem(entry);
    if (item && objectEntries(item)) collect(item, `${path}.$.`, out);
    else if (objectEntries(entry)) collect(entry, `${path}.`, out);
    else {
      const limit = shortestLimit(entry);
      if (limit !== undefined) out[path] = limit;
    }
  }
}

/**
 * The longest text each field of an object schema accepts, by field path (`address.city` for a
 * nested object, `lines.$.price` for the lines of a list), for the inputs' `maxLength`: a form field then stops where the schema that the
 * API checks again would refuse. Fields without a length limit (choices, flags, numbers) are absent.
 */
export function fieldMaxLengths(schema: SchemaPart): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  collect(schema, '', out);
  return out;
}
