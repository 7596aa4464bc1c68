import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, Results } from '@electric-sql/pglite';

/** Statements worth keeping prepared: the data statements a request runs again and again. */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/** What may change the columns a prepared statement answers (PostgreSQL re-plans by itself, but refuses a new row shape). */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment|set\s+(local\s+)?search_path)\b/i;
/** A generated statement longer than this (a many-row insert, an `in` list of ids) is rarely run twice. */
const MAX_KEPT_TEXT = 4_000;
/** Enough for every statement text the routes build; past it a statement runs unprepared. */
const MAX_KEPT_STATEMENTS = 2_000;

function joined(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

interface Prepared {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when preparing. */
  types: number[];
}

/**
 * The statements of one PGlite session, each parsed and planned once (PostgreSQL's named prepared
 * statements) and then run in one call into the engine: bind, describe, execute and sync sent together.
 * PGlite's `query` parses, describes and plans the text again on every call, in six calls into the
 * engine; a cart add's five statements spent more time there than in their execution (docs/benchmarks.md).
 * Values are serialized as `query` serializes them, by the parameter types PostgreSQL inferred, and rows
 * parsed with the session's parsers, so what a statement answers is unchanged. Any other statement (a
 * migration's DDL) that may change the rows a prepared one answers makes it forget them all first.
 */
export class PreparedStatements {
  private readonly kept = new Map<string, Prepared>();
  private count = 0;

  constructor(private readonly client: PGlite) {}

  async run<R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    if (!DATA_STATEMENT.test(text)) {
      if (SCHEMA_CHANGE.test(text)) await this.forget();
      return this.client.query<R>(text, [...parameters]);
    }
    const prepared = this.kept.get(text) ?? (await this.prepare(text));
    if (!prepared) return this.client.query<R>(text, [...parameters]);
    const values = parameters.map((value, index) => this.serialized(value, prepared.types[index]));
    const { messages } = await this.client.execProtocol(
      joined([
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, this.client.parsers)[0] as Results<R>;
  }

  private serialized(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serialize = type === undefined ? undefined : this.client.serializers[type];
    return serialize ? serialize(value) : String(value);
  }

  private async prepare(text: string): Promise<Prepared | undefined> {
    if (text.length > MAX_KEPT_TEXT || this.kept.size >= MAX_KEPT_STATEMENTS) return undefined;
    const name = `otech_${(this.count += 1)}`;
    const { messages } = await this.client.execProtocol(
      joined([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
    );
    const prepared = { name, types: parse.parseDescribeStatementResults(messages) };
    this.kept.set(text, prepared);
    return prepared;
  }

  private async forget(): Promise<void> {
    if (this.kept.size === 0) return;
    this.kept.clear();
    await this.client.exec('deallocate all');
  }
}
