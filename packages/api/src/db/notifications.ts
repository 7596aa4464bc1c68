import type { Database, OwnedRecord } from './database.ts';

/* The customers' notifications and their notification settings (one record per client). */

/** Marks the client's notification read; undefined when it has none of that id. */
export function markNotificationRead(db: Database, clientId: number, id: string): Promise<OwnedRecord | undefined> {
  return db.store.update((data) => {
    const stored = data.notifications.find((record) => record.id === id && record.clientId === clientId);
    if (!stored) return undefined;
    const updated = { ...stored, read: true };
    data.notifications = data.notifications.map((record) => (record === stored ? updated : record));
    return updated;
  });
}

export async function notificationSettingsOf(db: Database, clientId: number): Promise<OwnedRecord | undefined> {
  return db.store.data.notificationSettings.find((record) => record.clientId === clientId);
}

export function saveNotificationSettings(db: Database, clientId: number, settings: Record<string, unknown>): Promise<void> {
  return db.store.update((data) => {
    data.notificationSettings = [...data.notificationSettings.filter((record) => record.clientId !== clientId), { id: `ns-${clientId}`, clientId, ...settings }];
  });
}
