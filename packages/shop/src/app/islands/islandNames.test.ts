import { describe, expect, it } from 'vitest';
import { islandModule, islandName } from './islandNames.ts';

describe('island names (issue #10 islands)', () => {
  it("names an island by its feature (or the frame) and file, as the browser's glob and the build manifest key it", () => {
    expect(islandName('../../features/catalogue/CatalogueIsland.tsx')).toBe('catalogue/CatalogueIsland');
    expect(islandName('../frame/HeaderIsland.tsx')).toBe('frame/HeaderIsland');
    expect(islandName('src/features/home/MaintenanceIsland.tsx')).toBe('home/MaintenanceIsland');
    expect(islandName('src/app/frame/HeaderIsland.tsx')).toBe('frame/HeaderIsland');
  });

  it('finds the source file of a name, for the page to preload', () => {
    expect(islandModule('frame/HeaderIsland')).toBe('src/app/frame/HeaderIsland.tsx');
    expect(islandModule('home/MaintenanceIsland')).toBe('src/features/home/MaintenanceIsland.tsx');
    expect(islandName(islandModule('product/ProductIsland'))).toBe('product/ProductIsland');
  });
});
