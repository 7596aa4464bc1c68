import * as v from 'valibot';
import { validate } from './issues.ts';
import type { IssueLanguage, Validation } from './issues.ts';

/** What a compiled check returns for a value its schema would not accept. */
export const REFUSED: unique symbol = Symbol('refused');
export type Check = (value: unknown) => unknown;
type AnySchema = v.GenericSchema & { pipe?: readonly { kind: string; type: string; requirement?: unknown }[]; wrapped?: AnySchema; item?: AnySchema };

/** Runs the schema itself: for the kinds the compiler below does not know. */
function viaSchema(schema: v.GenericSchema): Check {
  return (value) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : REFUSED;
  };
}

type Action = { kind: string; type: string; requirement?: unknown };

/** Valibot's validation actions the compiler knows, as steps of one loop (no call per action). */
const TRIM = 0;
const MAX_LENGTH = 1;
const NON_EMPTY = 2;
const MIN_VALUE = 3;
const MAX_VALUE = 4;
const TEST = 5;
type Step = typeof TRIM | typeof MAX_LENGTH | typeof NON_EMPTY | typeof MIN_VALUE | typeof MAX_VALUE | typeof TEST;

/** Each action as a step with its requirement (a length, a bound or a test); undefined for an action the compiler does not know. */
function actionStep(action: Action): { step: Step; requirement: unknown } | undefined {
  const { requirement } = action;
  switch (action.type) {
    case 'trim':
      return { step: TRIM, requirement };
    case 'max_length':
      return { step: MAX_LENGTH, requirement };
    case 'non_empty':
      return { step: NON_EMPTY, requirement };
    case 'min_value':
      return { step: MIN_VALUE, requirement };
    case 'max_value':
      return { step: MAX_VALUE, requirement };
    case 'finite':
    case 'integer':
    case 'check':
      return typeof requirement === 'function' ? { step: TEST, requirement } : undefined;
    default:
      return undefined;
  }
}

/** A pipe's innermost schema and every action after it: `pipe(pipe(string, trim), nonEmpty)` is string, trim, nonEmpty. */
function flatPipe(schema: AnySchema): { base: AnySchema; actions: Action[] } {
  if (schema.pipe === undefined) return { base: schema, actions: [] };
  const [first, ...actions] = schema.pipe;
  const inner = flatPipe(first as AnySchema);
  return { base: inner.base, actions: [...inner.actions, ...actions] };
}

/**
 * The length bound of a text schema that trims then bounds, `pipe(string, trim, maxLength(n))`
 * (optional or not, with nonEmpty after or not): for such a schema a non-blank text's output is its
 * trimmed self when no longer than n. Undefined for any other schema.
 */
export function trimmedTextLimit(generic: v.GenericSchema): number | undefined {
  const schema = generic as AnySchema;
  const { base, actions } = flatPipe(schema.type === 'optional' ? (schema.wrapped as AnySchema) : schema);
  const [trim, bound, ...rest] = actions;
  if (base.type !== 'string' || trim?.type !== 'trim' || bound?.type !== 'max_length' || rest.some((action) => action.type !== 'non_empty')) return undefined;
  return bound.requirement as number;
}

/**
 * A pipe as one function: its base schema's check, then its actions in a loop over step codes,
 * each doing valibot's own test (imports run this for every cell of tens of thousands of rows; a
 * call per action through closures of many shapes cost more than the tests themselves).
 */
function compilePipe(schema: AnySchema): Check {
  const { base, actions } = flatPipe(schema);
  const steps = actions.map(actionStep);
  if (steps.some((step) => step === undefined)) return viaSchema(schema);
  const codes = steps.map((step) => (step as { step: Step }).step);
  const requirements = steps.map((step) => (step as { requirement: unknown }).requirement);
  const check = compile(base);
  return (value) => {
    let output = check(value);
    if (output === REFUSED) return REFUSED;
    for (let i = 0; i < codes.length; i += 1) {
      const requirement = requirements[i];
      switch (codes[i]) {
        case TRIM:
          output = (output as string).trim();
          break;
        case MAX_LENGTH:
          if ((output as string).length > (requirement as number)) return REFUSED;
          break;
        case NON_EMPTY:
          if ((output as string).length === 0) return REFUSED;
          break;
        case MIN_VALUE:
          if (!((output as number) >= (requirement as number))) return REFUSED;
          break;
        case MAX_VALUE:
          if (!((output as number) <= (requirement as number))) return REFUSED;
          break;
        default:
          if (!(requirement as (value: unknown) => boolean)(output)) return REFUSED;
      }
    }
    return output;
  };
}

/** A plain function doing what `schema['~run']` does for a value it accepts (its output), REFUSED otherwise. */
export function compile(generic: v.GenericSchema): Check {
  const schema = generic as AnySchema;
  if (schema.pipe !== undefined) return compilePipe(schema);
  switch (schema.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? value : REFUSED);
    case 'number':
      return (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : REFUSED);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : REFUSED);
    case 'optional': {
      const wrapped = compile(schema.wrapped as AnySchema);
      const withDefault = schema as v.OptionalSchema<v.GenericSchema, unknown>;
      return (value) => {
        const given = value === undefined ? v.getDefault(withDefault) : value;
        return given === undefined ? undefined : wrapped(given);
      };
    }
    case 'array': {
      const item = compile(schema.item as AnySchema);
      return (value) => {
        if (!Array.isArray(value)) return REFUSED;
        const output: unknown[] = [];
        for (const element of value) {
          const checked = item(element);
          if (checked === REFUSED) return REFUSED;
          output.push(checked);
        }
        return output;
      };
    }
    default:
      return viaSchema(schema);
  }
}

/**
 * An object schema's `validate`, for records validated by the tens of thousands (the rows of a
 * catalogue import, the seed's products): valibot dispatches every entry and every action through
 * objects of many shapes, which costs more than the checks themselves. Here each entry's pipe
 * becomes plain functions once, doing valibot's own tests (the kinds compiled are the ones the
 * shop's schemas use; any other runs through valibot). Entries follow valibot's object rules
 * (absent keys, defaults, unknown keys left out). A record with any refused entry is validated
 * again by the schema itself, so the issues, their messages and their order are valibot's own.
 */
export function withFastPath<TSchema extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>>(
  schema: TSchema,
): (input: Record<string, unknown>, language?: IssueLanguage) => Validation<v.InferOutput<TSchema>> {
  const entries = Object.entries(schema.entries).map(([key, entry]) => ({ key, check: compile(entry as AnySchema) }));
  return (input, language) => {
    const output: Record<string, unknown> = {};
    for (const { key, check } of entries) {
      const value = input[key];
      const checked = check(value);
      if (checked === REFUSED) return validate(schema, input, language);
      // valibot leaves an absent key out unless its schema gives a default.
      if (checked !== undefined || key in input) output[key] = checked;
    }
    return { ok: true, value: output as v.InferOutput<TSchema> };
  };
}
