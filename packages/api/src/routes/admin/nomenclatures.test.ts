import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NomenclatureViewSchema } from '@otech/domain';
import type { Nomenclature, NomenclatureView } from '@otech/domain';
import { insertNomenclature } from '../../db/nomenclatures.ts';
import { fitsSchema, recordsApiForTests } from '../dashboard/testRecords.ts';

const api = recordsApiForTests();

const canonPack: Nomenclature = {
  id: 'nom-canon',
  reference: 'DC-CAN-005',
  designation: 'Pack Canon LP-E6 2S',
  composants: [
    { reference: 'VP-AA-001', quantite: 4 },
    { reference: 'BMS-2S', designation: 'Circuit de protection 2S', quantite: 1, prix_unitaire: 1.35 },
  ],
  main_oeuvre: 5,
};
const body = ({ id: _id, ...input }: Nomenclature) => input;

beforeAll(async () => {
  for (const pack of [canonPack, { ...canonPack, id: 'nom-aaa', reference: 'PACK-AAA', designation: 'Pack AAA', composants: [{ reference: 'VP-AAA-002', quantite: 3 }], main_oeuvre: 0 }]) {
    await insertNomenclature(api.t.api.db, pack);
  }
});

describe('/admin/nomenclatures (issue 9)', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    for (const [method, route] of [
      ['GET', '/admin/nomenclatures'],
      ['PUT', '/admin/nomenclatures/nom-canon'],
    ] as const) {
      expect((await api.t.call(method, route, { body: method === 'PUT' ? body(canonPack) : undefined })).status, route).toBe(401);
      expect((await api.t.call(method, route, { token: api.marie, body: method === 'PUT' ? body(canonPack) : undefined })).status, route).toBe(403);
    }
  });

  it('lists every bill of materials by pack reference, its cost rolled up from the catalogue prices', async () => {
    const { status, body: list } = await api.t.call('GET', '/admin/nomenclatures', { token: api.admin });
    expect(status).toBe(200);
    expect(fitsSchema(v.array(NomenclatureViewSchema), list)).toBe(true);
    const [canon, aaa] = list as NomenclatureView[];
    expect(canon).toMatchObject({ id: 'nom-canon', cout_composants: 11.35, cout_total: 16.35, prix_vente: 39.9, sans_prix: [] });
    expect(canon?.lignes[0]).toMatchObject({ designation: 'Pile alcaline AA LR6', prix_unitaire: 2.5, total: 10 });
    expect(aaa).toMatchObject({ id: 'nom-aaa', cout_total: 5.7, prix_vente: null });
  });

  it('saves a changed bill and answers it rolled up again', async () => {
    const changed = { ...body(canonPack), composants: [{ reference: 'VP-AA-001', quantite: 2 }], main_oeuvre: 3.2 };
    const { status, body: saved } = await api.t.call('PUT', '/admin/nomenclatures/nom-canon', { token: api.admin, body: changed });
    expect(status).toBe(200);
    expect(saved).toMatchObject({ id: 'nom-canon', cout_composants: 5, cout_total: 8.2, date_modification: expect.any(String) });
    const list = (await api.t.call('GET', '/admin/nomenclatures', { token: api.admin })).body as NomenclatureView[];
    expect(list[0]?.composants).toEqual([{ reference: 'VP-AA-001', quantite: 2 }]);
  });

  it('refuses a part outside the catalogue without its name and price, a bad body and an unknown id, changing nothing', async () => {
    const before = (await api.t.call('GET', '/admin/nomenclatures', { token: api.admin })).text;
    expect(
      await api.t.call('PUT', '/admin/nomenclatures/nom-aaa', { token: api.admin, body: { ...body(canonPack), composants: [{ reference: 'HORS-CATALOGUE', quantite: 1 }] } }),
    ).toMatchObject({
      status: 400,
      body: {
        message: 'Erreur de validation',
        issues: [
          { path: 'composants.0.designation', message: 'Désignation requise pour une pièce hors catalogue' },
          { path: 'composants.0.prix_unitaire', message: 'Prix unitaire requis pour une pièce hors catalogue' },
        ],
      },
    });
    const noComponent = await api.t.call('PUT', '/admin/nomenclatures/nom-aaa', { token: api.admin, body: { ...body(canonPack), composants: [] } });
    expect(noComponent).toMatchObject({ status: 400, body: { issues: [{ path: 'composants' }] } });
    expect(await api.t.call('PUT', '/admin/nomenclatures/nom-nope', { token: api.admin, body: body(canonPack) })).toMatchObject({
      status: 404,
      body: { message: 'Nomenclature introuvable' },
    });
    expect((await api.t.call('GET', '/admin/nomenclatures', { token: api.admin })).text).toBe(before);
  });
});
