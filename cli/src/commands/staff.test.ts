import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otech, removeDir, tempDataDir } from '../../test/harness.ts';

let dir: string;
beforeAll(async () => {
  dir = await tempDataDir(['products.csv', 'rayons.json', 'clients.json', 'admins.json']);
  // The embedded database of the temporary folder, never a server the environment names.
  vi.stubEnv('DATABASE_URL', '');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await removeDir(dir);
});

const staff = (...args: string[]) => otech('staff', ...args, '--data-dir', dir, '--sql-dir', path.join(dir, 'sql'));

describe('otech staff add|list|deactivate (issue 23)', () => {
  it('adds a member with a first password shown once, lists them, and deactivates them by e-mail', async () => {
    const added = await staff('add', 'Julie.Petit@otech.fr', '--name', 'Julie Petit', '--role', 'logistique');
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(/^julie\.petit@otech\.fr\tJulie Petit\tLogistique\tactive\nfirst password .*: \S{16}\n$/);
    const listed = await staff('list');
    expect(listed.out).toContain('admin@otech.fr\tAdministrateur OTECH\tAdministrateur\tactive\n');
    expect(listed.out).toContain('julie.petit@otech.fr\tJulie Petit\tLogistique\tactive\n');
    expect((await staff('deactivate', 'julie.petit@otech.fr')).out).toBe('julie.petit@otech.fr\tJulie Petit\tLogistique\tdeactivated\n');
  }, 240_000);

  it('refuses in English, naming the argument: a taken e-mail, a bad one, an unknown role, an unknown member, the last administrateur', async () => {
    expect(await staff('add', 'marie.leroy@otech.fr', '--name', 'Marie', '--role', 'commercial')).toMatchObject({ code: 2, err: 'error: marie.leroy@otech.fr: another staff member already has this e-mail\n' });
    expect(await staff('add', 'pas-un-email', '--name', 'X', '--role', 'commercial')).toMatchObject({ code: 2, err: expect.stringContaining('<email>: not a valid e-mail address') });
    expect((await staff('add', 'x@otech.fr', '--name', 'X', '--role', 'chef')).err).toMatch(/--role <role>' argument 'chef' is invalid/);
    expect(await staff('deactivate', 'personne')).toMatchObject({ code: 2, err: 'error: personne: no staff member signs in with this name or e-mail\n' });
    expect(await staff('deactivate', 'admin')).toMatchObject({ code: 2, err: 'error: admin: the last active administrateur cannot be deactivated\n' });
  }, 240_000);
});
