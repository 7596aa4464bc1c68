import { describe, expect, it } from 'vitest';
import { maintenanceClosedOn, shouldShowMaintenancePopup } from './maintenance.ts';

describe('maintenance pop-up (spec 1 §4: shown unless closed today)', () => {
  it('shows when it was never closed', () => {
    expect(shouldShowMaintenancePopup(null, new Date('2025-03-05T10:00:00Z'))).toBe(true);
    expect(shouldShowMaintenancePopup(undefined, new Date('2025-03-05T10:00:00Z'))).toBe(true);
  });

  it('stays hidden for the rest of the Paris day it was closed on', () => {
    const closed = maintenanceClosedOn(new Date('2025-03-05T08:00:00Z'));
    expect(closed).toBe('2025-03-05');
    expect(shouldShowMaintenancePopup(closed, new Date('2025-03-05T22:59:59Z'))).toBe(false);
  });

  it('shows again at Paris midnight, not UTC midnight', () => {
    const closed = maintenanceClosedOn(new Date('2025-03-05T08:00:00Z'));
    expect(shouldShowMaintenancePopup(closed, new Date('2025-03-05T23:00:00Z'))).toBe(true);
  });

  it('counts a close just after Paris midnight as the new day', () => {
    const closed = maintenanceClosedOn(new Date('2025-07-14T22:30:00Z'));
    expect(closed).toBe('2025-07-15');
    expect(shouldShowMaintenancePopup(closed, new Date('2025-07-15T10:00:00Z'))).toBe(false);
  });

  it('shows on another day, and for a value from an older format', () => {
    expect(shouldShowMaintenancePopup('2025-03-04', new Date('2025-03-05T10:00:00Z'))).toBe(true);
    expect(shouldShowMaintenancePopup('Wed Mar 05 2025', new Date('2025-03-05T10:00:00Z'))).toBe(true);
  });
});
