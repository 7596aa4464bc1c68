import * as v from 'valibot';

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

/** An island as the page's bootstrap records it (its props are its component's to read). */
export const IslandRecordSchema = v.object({
  id: v.string(),
  name: v.pipe(v.string(), v.regex(/^[a-z]+\/[A-Za-z]+Island$/), v.transform((name) => name as IslandName)),
  props: v.unknown(),
});

/** What an island file exports. */
export interface IslandModule {
  default: React.ComponentType<never>;
}
