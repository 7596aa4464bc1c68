import { describe, expect, it } from 'vitest';
import { accountDataCsv, accountDataExport, accountDataFileName } from './dataExport.ts';

describe('exporting my data (privacy policy, right of access)', () => {
  const data = accountDataExport(
    {
      client: { id: 1, societe: 'Dupont; fils', adresse: { ville: 'Lyon' } },
      commandes: [{ id: 'ord-1', items: [{ productName: 'Pile "AA"', quantity: 2 }] }],
      panier: [],
    },
    new Date('2026-11-20T10:00:00.000Z'),
  );

  it('writes one CSV row per stored value, semicolon separated, UTF-8 with BOM', () => {
    const csv = accountDataCsv(data);
    expect(csv.startsWith('\ufeffrubrique;element;champ;valeur\r\n')).toBe(true);
    expect(csv.split('\r\n')).toEqual([
      '\ufeffrubrique;element;champ;valeur',
      'export;;exportedAt;2026-11-20T10:00:00.000Z',
      'client;1;id;1',
      'client;1;societe;"Dupont; fils"',
      'client;1;adresse.ville;Lyon',
      'commandes;ord-1;id;ord-1',
      'commandes;ord-1;items.0.productName;"Pile ""AA"""',
      'commandes;ord-1;items.0.quantity;2',
      '',
    ]);
  });

  it('writes a stored text that reads as a formula as text (issue 27)', () => {
    const csv = accountDataCsv(accountDataExport({ client: { id: 2, societe: '=HYPERLINK("http://x.example")', telephone: '+33102030405' } }, new Date()));
    expect(csv).toContain(`client;2;societe;"'=HYPERLINK(""http://x.example"")"\r\n`);
    expect(csv).toContain("client;2;telephone;'+33102030405\r\n");
  });

  it('names the file by format and day', () => {
    expect(accountDataFileName(data.exportedAt, 'csv')).toBe('mes-donnees-otech-2026-11-20.csv');
  });

  it('names it by the Paris day, not the UTC one (issue 27)', () => {
    expect(accountDataFileName('2026-11-20T23:30:00.000Z', 'json')).toBe('mes-donnees-otech-2026-11-21.json');
  });
});
