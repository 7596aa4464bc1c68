export const chromiumArgs: string[];
export function chromiumPath(): string;
export function chromiumIsInstalled(): boolean;
