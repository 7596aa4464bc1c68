/**
 * An island is a file `features/<area>/<Name>Island.tsx` (or `app/frame/<Name>Island.tsx`) whose
 * default export is a React component; its name is `<area>/<Name>Island` (`frame/HeaderIsland`).
 */
export type IslandName = `${string}/${string}Island`;

/** The island's source file as the build manifest keys it (relative to packages/shop). */
export function islandModule(name: IslandName): string {
  return name.startsWith('frame/') ? `src/app/${name}.tsx` : `src/features/${name}.tsx`;
}

/** The name of an island file, from its path (`../frame/HeaderIsland.tsx`, `src/features/home/HomeIsland.tsx`). */
export function islandName(file: string): string {
  return file.replace(/^.*\/(features|app)\//, '').replace(/^(\.\.\/)+/, '').replace(/\.tsx$/, '');
}

/** What the browser needs to hydrate one island: where it is, which file, and its props. */
export interface IslandRecord {
  id: string;
  name: IslandName;
  props: unknown;
}

/** The name of an island as a page's bootstrap records it. */
export const ISLAND_NAME_PATTERN = /^[a-z]+\/[A-Za-z]+Island$/;

/** What an island file exports. */
export interface IslandModule {
  default: React.ComponentType<never>;
}
