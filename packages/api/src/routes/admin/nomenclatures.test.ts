import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NomenclatureViewSchema } from '@otech/domain';
import type { Nomenclature, NomenclatureView } from '@otech/domain';
import { insertNomenclature } from '../../db/nomenclatures.ts';
import { fitsSchema, recordsApiForTests } from '../../../test/records.ts';

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
      ['POST', '/admin/nomenclatures'],
      ['PUT', '/admin/nomenclatures/nom-canon'],
      ['DELETE', '/admin/nomenclatures/nom-canon'],
    ] as const) {
      const sent = method === 'PUT' || method === 'POST' ? body(canonPack) : undefined;
      expect((await api.t.call(method, route, { body: sent })).status, `${method} ${route}`).toBe(401);
      expect((await api.t.call(method, route, { token: api.marie, body: sent })).status, `${method} ${route}`).toBe(403);
    }
    expect((await api.t.call('GET', '/admin/nomenclatures', { token: api.admin })).body).toHaveLength(2);
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

  it("answers the catalogue's name and price HT of the references typed, before any save, and nothing for a part it does not sell (issue 27)", async () => {
    const references = { references: ['VP-AA-001', 'BMS-2S', 'VP-AA-001'] };
    expect((await api.t.call('POST', '/admin/nomenclatures/parts', { body: references })).status).toBe(401);
    expect((await api.t.call('POST', '/admin/nomenclatures/parts', { token: api.marie, body: references })).status).toBe(403);
    const { status, body: found } = await api.t.call('POST', '/admin/nomenclatures/parts', { token: api.admin, body: references });
    expect(status).toBe(200);
    expect(found).toEqual([{ reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', prix_unitaire: 2.5 }]);
    const tooMany = await api.t.call('POST', '/admin/nomenclatures/parts', { token: api.admin, body: { references: Array.from({ length: 51 }, (_, n) => `REF-${n}`) } });
    expect(tooMany).toMatchObject({ status: 400, body: { issues: [{ path: 'references' }] } });
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
      await api.t.call('PUT', '/admin/nomenclatures/nom-aaa', { token: api.admin, body: { ...body(canonPack), reference: 'PACK-AAA', composants: [{ reference: 'HORS-CATALOGUE', quantite: 1 }] } }),
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

  it('creates a bill for a pack that has none, and refuses a second bill of the same pack on its reference field', async () => {
    const input = { reference: 'PACK-AA-8', designation: 'Pack 8 AA', composants: [{ reference: 'VP-AA-001', quantite: 8 }], main_oeuvre: 1.5 };
    const { status, body: created } = await api.t.call('POST', '/admin/nomenclatures', { token: api.admin, body: input });
    expect(status).toBe(201);
    expect(created).toMatchObject({ ...input, id: expect.stringMatching(/^nom-/), cout_total: 21.5, date_modification: expect.any(String) });
    const again = await api.t.call('POST', '/admin/nomenclatures', { token: api.admin, body: { ...input, designation: 'Autre' } });
    expect(again).toMatchObject({ status: 400, body: { issues: [{ path: 'reference', message: 'Ce pack a déjà une nomenclature' }] } });
    const list = (await api.t.call('GET', '/admin/nomenclatures', { token: api.admin })).body as NomenclatureView[];
    expect(list.filter((bom) => bom.reference === 'PACK-AA-8')).toHaveLength(1);
  });

  it('refuses to give a bill the pack of another bill, naming the field in French', async () => {
    const taken = await api.t.call('PUT', '/admin/nomenclatures/nom-aaa', { token: api.admin, body: { ...body(canonPack) } });
    expect(taken).toMatchObject({ status: 400, body: { issues: [{ path: 'reference', message: 'Ce pack a déjà une nomenclature' }] } });
    const blank = await api.t.call('POST', '/admin/nomenclatures', { token: api.admin, body: { ...body(canonPack), reference: ' ', main_oeuvre: -1 } });
    expect(blank).toMatchObject({ status: 400, body: { issues: [{ path: 'reference', message: 'Ce champ est requis' }, { path: 'main_oeuvre', message: 'Valeur minimale : 0' }] } });
  });

  it('deletes a bill, and answers 404 for a bill that is gone', async () => {
    const created = (await api.t.call('POST', '/admin/nomenclatures', { token: api.admin, body: { ...body(canonPack), reference: 'PACK-DEL' } })).body as NomenclatureView;
    expect((await api.t.call('DELETE', `/admin/nomenclatures/${created.id}`, { token: api.admin })).status).toBe(204);
    const list = (await api.t.call('GET', '/admin/nomenclatures', { token: api.admin })).body as NomenclatureView[];
    expect(list.map((bom) => bom.id)).not.toContain(created.id);
    expect(await api.t.call('DELETE', `/admin/nomenclatures/${created.id}`, { token: api.admin })).toMatchObject({ status: 404, body: { message: 'Nomenclature introuvable' } });
  });
});
