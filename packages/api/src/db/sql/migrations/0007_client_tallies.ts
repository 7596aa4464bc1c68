import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Each client's orders counted by status (how many, their amounts in cents rounded half up), kept
 * by triggers on `orders` inside every write's own transaction, like the shop's statistics of 0003:
 * the administration's client cards (order count, total spent) read a few rows per client instead
 * of every order. Which statuses count as spent is the domain's rule (`clientOrderFigures`), so
 * every status is kept. An update changes the two rows it moves between in one order (client, then
 * status), so two writers never wait on each other's rows crosswise.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table client_order_tallies (
      client_id integer not null,
      status text not null,
      orders bigint not null,
      amount_cents bigint not null,
      primary key (client_id, status)
    )`.execute(db);

  await sql`
    create function otech_tally_client_order(o orders, sign integer) returns void language plpgsql as $$
    begin
      insert into client_order_tallies as t (client_id, status, orders, amount_cents)
      values (o.client_id, o.status, sign, sign * floor(o.total_amount * 100 + 0.5)::bigint)
      on conflict (client_id, status) do update
        set orders = t.orders + excluded.orders, amount_cents = t.amount_cents + excluded.amount_cents;
      delete from client_order_tallies where client_id = o.client_id and status = o.status and orders = 0;
    end $$`.execute(db);

  await sql`
    create function otech_client_orders_tally() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform otech_tally_client_order(new, 1);
      elsif tg_op = 'DELETE' then
        perform otech_tally_client_order(old, -1);
      elsif (old.client_id, old.status, old.total_amount) is distinct from (new.client_id, new.status, new.total_amount) then
        if (old.client_id, old.status collate "C") <= (new.client_id, new.status collate "C") then
          perform otech_tally_client_order(old, -1);
          perform otech_tally_client_order(new, 1);
        else
          perform otech_tally_client_order(new, 1);
          perform otech_tally_client_order(old, -1);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_client_tally after insert or update or delete on orders for each row execute function otech_client_orders_tally()`.execute(db);
  await sql`
    create function otech_client_orders_emptied() returns trigger language plpgsql as $$
    begin
      truncate client_order_tallies;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_client_emptied after truncate on orders for each statement execute function otech_client_orders_emptied()`.execute(db);

  await sql`
    insert into client_order_tallies (client_id, status, orders, amount_cents)
    select client_id, status, count(*), sum(floor(total_amount * 100 + 0.5)::bigint) from orders group by client_id, status`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger orders_client_emptied on orders`.execute(db);
  await sql`drop trigger orders_client_tally on orders`.execute(db);
  await sql`drop function otech_client_orders_emptied, otech_client_orders_tally, otech_tally_client_order`.execute(db);
  await sql`drop table client_order_tallies`.execute(db);
}
