import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The administration's statistics (spec 3 §7) as totals kept by the database itself: adding up
 * 200,000 orders at each visit of the dashboard reads every row (seconds on the embedded engine),
 * while the totals below are a few hundred rows. Triggers keep them in the same transaction as
 * every write of `orders`, whichever code makes it, so they never disagree with the orders.
 * The rules are those of the domain's tallies (packages/domain/src/rules/adminStats.ts): a Paris
 * month, cancelled and returned orders bringing no revenue and no sold line, amounts in cents
 * rounded half up, a product named after its line in the most recent order. One difference is
 * left: when the order a product's name came from stops counting (cancelled, returned), the name
 * stays, where the domain would take the one of the order before; names change rarely, and finding
 * that order again would mean reading every order of the product.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // '' stands for an order whose date cannot be read: it counts, in no month.
  await sql`
    create table order_tallies (
      month text not null,
      status text not null,
      payment_status text not null,
      orders bigint not null,
      revenue_cents bigint not null,
      primary key (month, status, payment_status)
    )`.execute(db);
  await sql`
    create table product_tallies (
      product_id text primary key,
      name text not null,
      named_at text not null,
      quantity bigint not null,
      revenue_cents bigint not null
    )`.execute(db);

  // The Paris month of a stored date (a day alone is midnight UTC, as JavaScript reads it), null when it is no date.
  await sql`
    create function otech_paris_month(day text) returns text language plpgsql stable as $$
    begin
      return to_char((case when day ~ '^\\d{4}-\\d{2}-\\d{2}$' then day || 'T00:00:00Z' else day end)::timestamptz at time zone 'Europe/Paris', 'YYYY-MM');
    exception when others then
      return null;
    end $$`.execute(db);

  // The lines of an order as the routes' schema reads them: a product id and name, a whole quantity of 1 or more, a total of 0 or more.
  // Each cast sits behind its type test in a case: SQL does not promise to test the conditions of a where in order.
  await sql`
    create function otech_order_lines(record jsonb)
    returns table (product_id text, name text, quantity bigint, cents bigint) language sql immutable as $$
      select btrim(item->>'productId'), btrim(item->>'productName'), (item->>'quantity')::numeric::bigint,
             floor((item->>'totalPrice')::float8 * 100 + 0.5)::bigint
      from jsonb_array_elements(case when jsonb_typeof(record->'items') = 'array' then record->'items' else '[]'::jsonb end) as item
      where case
        when jsonb_typeof(item) <> 'object' then false
        when jsonb_typeof(item->'productId') <> 'string' or jsonb_typeof(item->'productName') <> 'string' then false
        when jsonb_typeof(item->'quantity') <> 'number' or jsonb_typeof(item->'totalPrice') <> 'number' then false
        else btrim(item->>'productId') <> '' and btrim(item->>'productName') <> ''
          and (item->>'quantity')::numeric >= 1 and (item->>'quantity')::numeric % 1 = 0 and (item->>'totalPrice')::numeric >= 0
      end
    $$`.execute(db);

  // Adds an order to the totals (sign 1) or takes it out (sign -1); products in id order, so two writers lock rows alike.
  await sql`
    create function otech_tally_order(o orders, sign integer) returns void language plpgsql as $$
    declare
      sold boolean := o.status not in ('cancelled', 'returned');
    begin
      insert into order_tallies as t (month, status, payment_status, orders, revenue_cents)
      values (coalesce(otech_paris_month(o.order_date), ''), o.status, o.payment_status, sign,
              case when sold then sign * floor(o.total_amount * 100 + 0.5)::bigint else 0 end)
      on conflict (month, status, payment_status) do update
        set orders = t.orders + excluded.orders, revenue_cents = t.revenue_cents + excluded.revenue_cents;
      delete from order_tallies
        where month = coalesce(otech_paris_month(o.order_date), '') and status = o.status and payment_status = o.payment_status and orders = 0;
      if not sold then
        return;
      end if;
      insert into product_tallies as p (product_id, name, named_at, quantity, revenue_cents)
      select line.product_id, max(line.name collate "C"), o.order_date, sign * sum(line.quantity), sign * sum(line.cents)
      from otech_order_lines(o.record) as line
      group by line.product_id
      order by line.product_id collate "C"
      on conflict (product_id) do update
        set quantity = p.quantity + excluded.quantity,
            revenue_cents = p.revenue_cents + excluded.revenue_cents,
            name = case when sign > 0 and (excluded.named_at collate "C", excluded.name collate "C") > (p.named_at collate "C", p.name collate "C") then excluded.name else p.name end,
            named_at = case when sign > 0 and (excluded.named_at collate "C", excluded.name collate "C") > (p.named_at collate "C", p.name collate "C") then excluded.named_at else p.named_at end;
      delete from product_tallies where product_id in (select line.product_id from otech_order_lines(o.record) as line) and quantity = 0;
    end $$`.execute(db);

  await sql`
    create function otech_orders_tally() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform otech_tally_order(old, -1);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform otech_tally_order(new, 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_tally after insert or update or delete on orders for each row execute function otech_orders_tally()`.execute(db);
  await sql`
    create function otech_orders_emptied() returns trigger language plpgsql as $$
    begin
      truncate order_tallies, product_tallies;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_emptied after truncate on orders for each statement execute function otech_orders_emptied()`.execute(db);

  // Every total again from the orders, in one pass: for the orders already stored, and after a bulk load made with the trigger off.
  await sql`
    create function otech_rebuild_tallies() returns void language sql as $$
      truncate order_tallies, product_tallies;
      insert into order_tallies (month, status, payment_status, orders, revenue_cents)
      select coalesce(otech_paris_month(order_date), ''), status, payment_status, count(*),
             sum(case when status in ('cancelled', 'returned') then 0 else floor(total_amount * 100 + 0.5)::bigint end)
      from orders group by 1, 2, 3;
      insert into product_tallies (product_id, name, named_at, quantity, revenue_cents)
      select line.product_id,
             (array_agg(line.name order by orders.order_date collate "C" desc, line.name collate "C" desc))[1],
             max(orders.order_date collate "C"), sum(line.quantity), sum(line.cents)
      from orders, otech_order_lines(orders.record) as line
      where orders.status not in ('cancelled', 'returned')
      group by line.product_id;
    $$`.execute(db);
  await sql`select otech_rebuild_tallies()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger orders_emptied on orders`.execute(db);
  await sql`drop trigger orders_tally on orders`.execute(db);
  await sql`drop function otech_rebuild_tallies, otech_orders_emptied, otech_orders_tally, otech_tally_order, otech_order_lines, otech_paris_month`.execute(db);
  await sql`drop table product_tallies, order_tallies`.execute(db);
}
