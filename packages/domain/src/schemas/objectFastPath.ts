import * as v from 'valibot';
import { validate } from './issues.ts';
import type { IssueLanguage, Validation } from './issues.ts';

/** What a compiled check returns for a value its schema would not accept. */
const REFUSED: unique symbol = Symbol('refused');
type Check = (value: unknown) => unknown;
type AnySchema = v.GenericSchema & { pipe?: readonly { kind: string; type: string; requirement?: unknown }[]; wrapped?: AnySchema; item?: AnySchema };

/** Runs the schema itself: for the kinds the compiler below does not know. */
function viaSchema(schema: v.GenericSchema): Check {
  return (value) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : REFUSED;
  };
}

/** Valibot's own test for each validation action it has, by type; undefined for any other action. */
function actionCheck(action: { kind: string; type: string; requirement?: unknown }): Check | undefined {
  const requirement = action.requirement;
  switch (action.type) {
    case 'trim':
      return (value) => (value as string).trim();
    case 'max_length':
      return (value) => ((value as string).length > (requirement as number) ? REFUSED : value);
    case 'non_empty':
      return (value) => ((value as string).length === 0 ? REFUSED : value);
    case 'min_value':
      return (value) => ((value as number) >= (requirement as number) ? value : REFUSED);
    case 'max_value':
      return (value) => ((value as number) <= (requirement as number) ? value : REFUSED);
    case 'finite':
    case 'integer':
    case 'check':
      return typeof requirement === 'function' ? (value) => (requirement(value) ? value : REFUSED) : undefined;
    default:
      return undefined;
  }
}

function compilePipe(schema: AnySchema, pipe: NonNullable<AnySchema['pipe']>): Check {
  const [base, ...actions] = pipe;
  const checks = [compile(base as AnySchema), ...actions.map(actionCheck)];
  if (checks.some((check) => check === undefined)) return viaSchema(schema);
  const steps = checks as Check[];
  return (value) => {
    let output = value;
    for (let i = 0; i < steps.length && output !== REFUSED; i += 1) output = (steps[i] as Check)(output);
    return output;
  };
}

/** A plain function doing what `schema['~run']` does for a value it accepts, REFUSED otherwise. */
function compile(schema: AnySchema): Check {
  if (schema.pipe !== undefined) return compilePipe(schema, schema.pipe);
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
