import type pg from 'pg';

/**
 * The payments bench's verdict, read back from the database with SQL of its own (not from the API's answers nor
 * through the app's code): every paid payment on the given gigs made exactly one order, no gateway order made two,
 * every order's ledger sums to zero with its payment booked once for its price, and each gig's sales grew by its
 * orders. Returns one sentence per problem; an empty list is the pass.
 */
export async function auditPayments(
  db: pg.ClientBase,
  opts: { gigIds: string[]; payments: number; salesBefore: Map<string, number> },
): Promise<{ problems: string[]; summary: string }> {
  const problems: string[] = [];
  const gigIds = opts.gigIds;

  // Orders per paid payment: each must have exactly one (none is a lost payment, two a double charge's order).
  const perPayment = await db.query<{ payment_id: string; orders: number }>(
    `select a.payment_id, count(o.id)::int as orders
       from payment_attempts a
       left join orders o on o.payment_intent = a.payment_id
      where a.gig_id = any($1::text[]) and a.status = 'paid'
      group by a.payment_id`,
    [gigIds],
  );
  if (perPayment.rows.length !== opts.payments) {
    problems.push(`${perPayment.rows.length} paid payments in the database, expected ${opts.payments}`);
  }
  for (const r of perPayment.rows.filter((r) => r.orders !== 1)) {
    problems.push(`payment ${r.payment_id} made ${r.orders} orders`);
  }

  // Orders per gateway order: one checkout may be paid once; a second payment id must not make a second order.
  const perGatewayOrder = await db.query<{ gateway_order_id: string | null; orders: number }>(
    `select gateway_order_id, count(*)::int as orders
       from orders
      where gig_id = any($1::text[])
      group by gateway_order_id
     having gateway_order_id is null or count(*) <> 1`,
    [gigIds],
  );
  for (const r of perGatewayOrder.rows) {
    problems.push(`gateway order ${r.gateway_order_id ?? '(none)'} has ${r.orders} orders`);
  }

  // Orders that no paid payment stands behind.
  const unpaid = await db.query<{ id: string; payment_intent: string }>(
    `select o.id, o.payment_intent
       from orders o
      where o.gig_id = any($1::text[])
        and not exists (select 1 from payment_attempts a where a.payment_id = o.payment_intent and a.status = 'paid')`,
    [gigIds],
  );
  for (const r of unpaid.rows) problems.push(`order ${r.id} has no paid payment (${r.payment_intent})`);

  // The books per order: the entries sum to zero, and the payment moved exactly the price from buyer to escrow.
  const books = await db.query<{ id: string; price: number; entries: number; total: string; escrow_in: string }>(
    `select o.id, o.price_paise as price,
            count(l.id)::int as entries,
            coalesce(sum(l.amount_paise), 0)::text as total,
            coalesce(sum(l.amount_paise) filter (where l.movement = 'payment' and l.account = 'escrow'), 0)::text
              as escrow_in
       from orders o
       left join ledger_entries l on l.order_id = o.id
      where o.gig_id = any($1::text[])
      group by o.id, o.price_paise
     having count(l.id) = 0
         or coalesce(sum(l.amount_paise), 0) <> 0
         or count(*) filter (where l.movement = 'payment') <> 2
         or coalesce(sum(l.amount_paise) filter (where l.movement = 'payment' and l.account = 'escrow'), 0)
            <> o.price_paise`,
    [gigIds],
  );
  for (const r of books.rows) {
    problems.push(
      `order ${r.id} is unbalanced: ${r.entries} ledger entries summing to ${r.total}, ${r.escrow_in} of ${r.price} paise into escrow`,
    );
  }

  // Sales: each gig's counter grew by exactly the orders it has.
  const sales = await db.query<{ id: string; sales: number; orders: number }>(
    `select g.id, g.sales, (select count(*)::int from orders o where o.gig_id = g.id) as orders
       from gigs g
      where g.id = any($1::text[])`,
    [gigIds],
  );
  for (const r of sales.rows) {
    const grew = r.sales - (opts.salesBefore.get(r.id) ?? 0);
    if (grew !== r.orders) problems.push(`gig ${r.id}: sales grew by ${grew} for ${r.orders} orders`);
  }

  const orders = sales.rows.reduce((n, r) => n + r.orders, 0);
  const summary =
    `${perPayment.rows.length}/${opts.payments} paid payments, ${orders} orders, ` +
    `${perPayment.rows.filter((r) => r.orders === 1).length} payments with exactly one order, ` +
    `${books.rows.length} unbalanced orders`;
  return { problems, summary };
}
