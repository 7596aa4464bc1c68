/**
 * Line on which each top-level element of a JSON document starts: the items of a top-level
 * array, or the keys of a top-level object. JSON.parse says nothing about lines, and an import
 * report must name the line of each rejected record.
 */
export function topLevelLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectingElement = false;
  for (const char of text) {
    if (char === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (expectingElement && char !== ']' && char !== '}') {
      lines.push(line);
      expectingElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth === 1) expectingElement = true;
    } else if (char === ']' || char === '}') {
      depth -= 1;
      expectingElement = false;
    } else if (char === ',' && depth === 1) expectingElement = true;
  }
  return lines;
}
