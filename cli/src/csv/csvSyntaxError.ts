/** A CSV that cannot be read past some line (an unclosed quote…); rows before it were read. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}
