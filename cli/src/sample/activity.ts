import { cartTotals, contactName, isoDay, lineTotal } from '@otech/domain';
import type {
  Address,
  CartLine,
  Client,
  FactureStatus,
  Notification,
  NotificationSettings,
  OrderItem,
  OrderStatus,
  PaymentStatus,
  PostalAddress,
  Product,
  QuoteStatus,
  ShippingStatus,
  TrackingEvent,
} from '@otech/domain';
import { DEMO_CLIENT } from './clients.ts';
import type { Rng } from './prng.ts';

/**
 * The records the dashboards read (spec 2 section 3, spec 3 section 3), keyed to client ids
 * (`clientId`) and product references (`productId`). Dates are fixed so that the sample is
 * reproducible; SAMPLE_TODAY is the day the sample pretends to be taken.
 */
export const SAMPLE_TODAY = new Date(Date.UTC(2026, 10, 20, 10, 0));
const DAY = 86_400_000;

interface SampleOrder {
  id: string;
  orderNumber: string;
  clientId: number;
  /** The same client id as text: the domain's Order names its owner `userId`. */
  userId: string;
  userEmail: string;
  userName: string;
  items: OrderItem[];
  /** Excluding VAT, in euros. */
  totalAmount: number;
  totalQuantity: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  orderDate: string;
  estimatedDelivery?: string;
  actualDelivery?: string;
  trackingNumber?: string;
  carrier?: string;
  trackingEvents?: TrackingEvent[];
}

export interface SampleFacture {
  id: string;
  numero_facture: string;
  clientId: number;
  client_id: number;
  orderId: string;
  statut: FactureStatus;
  client_nom: string;
  date_facture: string;
  date_echeance: string;
  montant_ht: number;
  montant_tva: number;
  montant_ttc: number;
  conditions_paiement: string;
  paiements: { montant: number; date_paiement: string; mode: string }[];
  lignes: { reference: string; designation: string; quantite: number; prix_unitaire_ht: number; total_ht: number }[];
}

interface SampleQuoteRequest {
  id: string;
  clientId: number;
  userId: string;
  /** The cart lines at the time of the request (spec 1 §3), product included. */
  items: CartLine<Product>[];
  status: QuoteStatus;
  message: string;
  notes?: string;
  estimatedTotal?: number;
  createdAt: string;
  updatedAt: string;
}

/** A stored address: the domain's, owned by its client's id. */
interface SampleAddress extends PostalAddress, Pick<Address, 'name' | 'phone' | 'isDefault' | 'type'> {
  id: string;
  clientId: number;
}

interface SampleFavorite {
  id: string;
  clientId: number;
  productId: string;
  dateAdded: string;
}

interface SampleLoyalty {
  id: string;
  clientId: number;
  name: string;
  description: string;
  benefits: { id: string; name: string; description: string; icon: string; active: boolean }[];
  availableRewards: { id: string; name: string; description: string; pointsCost: number; imageUrl?: string; available: boolean }[];
  /** What the points were spent on: the API derives the balance from the orders less these. */
  redemptions: { id: string; rewardId: string; pointsCost: number; date: string }[];
}

/** A stored notification: the domain's, owned by its client's id. */
interface SampleNotification extends Omit<Notification, 'userId'> {
  clientId: number;
}

/** A client's stored notification settings: the domain's, with the record's id. */
interface SampleNotificationSettings extends NotificationSettings {
  id: string;
  clientId: number;
}

export interface SampleActivity {
  orders: SampleOrder[];
  factures: SampleFacture[];
  quoteRequests: SampleQuoteRequest[];
  addresses: SampleAddress[];
  favorites: SampleFavorite[];
  loyalty: SampleLoyalty[];
  notifications: SampleNotification[];
  notificationSettings: SampleNotificationSettings[];
}

const iso = (time: number): string => new Date(time).toISOString();
const seq = (prefix: string, n: number): string => `${prefix}-${String(n).padStart(4, '0')}`;

/** Order, invoice and quote totals follow the cart rule of the domain (cents, VAT 20 %). */
function totalsOf(items: readonly { productId: string; productName: string; unitPrice: number; quantity: number }[]) {
  return cartTotals(
    items.map((item) => ({
      id: item.productId,
      product: { id: item.productId, name: item.productName, price: item.unitPrice },
      quantity: item.quantity,
      addedAt: '',
    })),
  );
}

function billingAddress(client: Client): PostalAddress {
  return {
    company: client.societe,
    street: [client.adresse_debut, client.adresse_milieu].filter(Boolean).join(', '),
    city: client.ville ?? '',
    postalCode: client.code_postal ?? '',
    country: client.pays,
  };
}

function shippingAddress(client: Client): PostalAddress {
  if (!client.liv_adresse_debut) return billingAddress(client);
  return {
    company: client.liv_societe ?? client.societe,
    street: client.liv_adresse_debut,
    city: client.liv_ville ?? '',
    postalCode: client.liv_code_postal ?? '',
    country: client.liv_pays ?? client.pays,
  };
}

// Each order status comes with the payment and shipping states a real order would have then.
interface Lifecycle {
  status: OrderStatus;
  payment: PaymentStatus;
  shipping: ShippingStatus;
}

const LIFECYCLES: readonly Lifecycle[] = [
  { status: 'delivered', payment: 'paid', shipping: 'delivered' },
  { status: 'delivered', payment: 'paid', shipping: 'delivered' },
  { status: 'delivered', payment: 'partial', shipping: 'delivered' },
  { status: 'shipped', payment: 'paid', shipping: 'in_transit' },
  { status: 'shipped', payment: 'pending', shipping: 'out_for_delivery' },
  { status: 'processing', payment: 'paid', shipping: 'preparing' },
  { status: 'confirmed', payment: 'pending', shipping: 'not_shipped' },
  { status: 'pending', payment: 'pending', shipping: 'not_shipped' },
  { status: 'cancelled', payment: 'refunded', shipping: 'not_shipped' },
  { status: 'cancelled', payment: 'failed', shipping: 'not_shipped' },
  { status: 'returned', payment: 'refunded', shipping: 'delivered' },
];

const CARRIERS = ['Colissimo', 'Chronopost', 'DPD', 'DB Schenker'];
const HUBS = ['Plateforme de Villeurbanne', 'Hub de Chilly-Mazarin', 'Agence de Saint-Priest', 'Centre de tri de Mâcon'];

function trackingEvents(orderTime: number, client: Client, shipping: ShippingStatus): TrackingEvent[] {
  const events: TrackingEvent[] = [
    { date: iso(orderTime + 1 * DAY), location: HUBS[0] ?? '', description: 'Colis pris en charge par le transporteur', status: 'in_transit' },
    { date: iso(orderTime + 1.6 * DAY), location: HUBS[1] ?? '', description: 'Colis en cours d\'acheminement', status: 'in_transit' },
  ];
  if (shipping === 'in_transit') return events;
  events.push({ date: iso(orderTime + 2.3 * DAY), location: client.liv_ville ?? client.ville ?? '', description: 'Colis en cours de livraison', status: 'out_for_delivery' });
  if (shipping === 'out_for_delivery') return events;
  events.push({ date: iso(orderTime + 2.5 * DAY), location: client.liv_ville ?? client.ville ?? '', description: 'Colis livré', status: 'delivered' });
  return events;
}

function orderItems(rng: Rng, catalogue: readonly Product[]): OrderItem[] {
  return rng.sample(catalogue, rng.int(1, 4)).map((product) => {
    const quantity = product.price > 100 ? rng.int(1, 3) : rng.int(2, 24);
    return {
      productId: product.reference,
      productName: product.name,
      productImage: product.imageUrl,
      quantity,
      unitPrice: product.price,
      totalPrice: lineTotal({ id: product.id, product, quantity, addedAt: '' }),
    };
  });
}

interface PlannedOrder {
  client: Client;
  daysAgo: number;
  /** The demo account's orders show chosen states (a return, a draft invoice); others draw theirs. */
  lifecycle?: Lifecycle;
}

/** The order's customer as a person: the contact's first and last name, the company when none is known. */
function orderUserName(client: Client): string {
  const { firstName, lastName } = contactName(client);
  const name = `${firstName} ${lastName}`.trim();
  return name === '' ? client.societe : name;
}

function makeOrder(rng: Rng, n: number, planned: PlannedOrder, catalogue: readonly Product[]): SampleOrder {
  const { client, daysAgo } = planned;
  const time = SAMPLE_TODAY.getTime() - daysAgo * DAY - rng.int(0, 8) * 3_600_000;
  const recent = daysAgo < 6;
  // Recent orders are still moving; older ones mostly finished their life.
  const lifecycle = planned.lifecycle ?? (recent ? rng.pick(LIFECYCLES.slice(3, 8)) : rng.pick(LIFECYCLES));
  const items = orderItems(rng, catalogue);
  const totals = totalsOf(items);
  const shipped = ['shipped', 'in_transit', 'out_for_delivery', 'delivered'].includes(lifecycle.shipping);
  const order: SampleOrder = {
    id: seq('ord', n),
    orderNumber: `CMD-${new Date(time).getUTCFullYear()}-${String(n).padStart(5, '0')}`,
    clientId: client.id,
    userId: String(client.id),
    userEmail: client.email,
    userName: orderUserName(client),
    items,
    totalAmount: totals.totalHT,
    totalQuantity: totals.totalItems,
    status: lifecycle.status,
    paymentStatus: lifecycle.payment,
    shippingStatus: lifecycle.shipping,
    shippingAddress: shippingAddress(client),
    billingAddress: billingAddress(client),
    orderDate: iso(time),
  };
  if (lifecycle.status !== 'cancelled') order.estimatedDelivery = isoDay(time + 3 * DAY);
  if (shipped) {
    order.carrier = rng.pick(CARRIERS);
    order.trackingNumber = `${order.carrier.slice(0, 2).toUpperCase()}${String(rng.int(100_000_000, 999_999_999))}FR`;
    order.trackingEvents = trackingEvents(time, client, lifecycle.shipping);
  }
  if (lifecycle.shipping === 'delivered') order.actualDelivery = iso(time + 2.5 * DAY);
  return order;
}

function factureFor(n: number, order: SampleOrder, client: Client, daysAgo: number): SampleFacture {
  const invoiceTime = new Date(order.orderDate).getTime() + DAY;
  const due = invoiceTime + 30 * DAY;
  const totals = totalsOf(order.items);
  const statut: FactureStatus =
    order.status === 'cancelled' ? 'annulee'
    : order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' ? 'payee'
    : due < SAMPLE_TODAY.getTime() ? 'en_retard'
    : daysAgo < 8 ? 'brouillon'
    : 'envoyee';
  const paid = statut === 'payee' ? totals.totalTTC : order.paymentStatus === 'partial' ? Math.round(totals.totalTTC * 50) / 100 : 0;
  const paymentDay = isoDay(Math.min(invoiceTime + 20 * DAY, SAMPLE_TODAY.getTime()));
  return {
    id: seq('fac', n),
    numero_facture: `FA-${new Date(invoiceTime).getUTCFullYear()}-${String(n).padStart(5, '0')}`,
    clientId: client.id,
    client_id: client.id,
    orderId: order.id,
    statut,
    client_nom: client.societe,
    date_facture: isoDay(invoiceTime),
    date_echeance: isoDay(due),
    montant_ht: totals.totalHT,
    montant_tva: totals.tva,
    montant_ttc: totals.totalTTC,
    conditions_paiement: client.mode_reglement ?? 'Virement 30 jours',
    paiements: paid > 0 ? [{ montant: paid, date_paiement: paymentDay, mode: 'Virement' }] : [],
    lignes: order.items.map((item) => ({
      reference: item.productId,
      designation: item.productName,
      quantite: item.quantity,
      prix_unitaire_ht: item.unitPrice,
      total_ht: item.totalPrice,
    })),
  };
}

const QUOTE_MESSAGES = [
  'Merci de nous faire une offre pour une commande annuelle.',
  'Pouvez-vous confirmer le délai de livraison sur ces références ?',
  'Devis pour le renouvellement du parc d\'onduleurs de nos clients.',
  'Besoin d\'un prix dégressif à partir de 50 pièces.',
];

function quoteRequests(rng: Rng, clients: readonly Client[], catalogue: readonly Product[]): SampleQuoteRequest[] {
  const statuses: SampleQuoteRequest['status'][] = ['pending', 'processing', 'quoted', 'accepted', 'rejected', 'approved', 'cancelled', 'pending'];
  return statuses.map((status, index) => {
    const client = index < 6 ? clients[0] : clients[index - 5];
    const created = SAMPLE_TODAY.getTime() - (index * 9 + 2) * DAY;
    const items = rng.sample(catalogue, rng.int(1, 3)).map((product) => ({
      id: product.id,
      product,
      quantity: rng.int(5, 60),
      addedAt: iso(created - DAY),
    }));
    const quoted = ['quoted', 'accepted', 'approved', 'rejected'].includes(status);
    const totals = cartTotals(items);
    const clientId = client?.id ?? DEMO_CLIENT.id;
    return {
      id: seq('dev', index + 1),
      clientId,
      userId: String(clientId),
      items,
      status,
      message: rng.pick(QUOTE_MESSAGES),
      notes: quoted ? 'Remise de 8 % appliquée sur les quantités demandées.' : undefined,
      estimatedTotal: quoted ? Math.round(totals.totalHT * 92) / 100 : undefined,
      createdAt: iso(created),
      updatedAt: iso(created + (status === 'pending' ? 0 : 2 * DAY)),
    };
  });
}

function addresses(clients: readonly Client[]): SampleAddress[] {
  const out: SampleAddress[] = [];
  for (const client of clients.filter((c) => c.actif)) {
    const billing = billingAddress(client);
    out.push({ id: seq('adr', out.length + 1), clientId: client.id, name: 'Siège', ...billing, phone: client.telephone, isDefault: !client.liv_adresse_debut, type: client.liv_adresse_debut ? 'billing' : 'both' });
    if (client.liv_adresse_debut) {
      out.push({ id: seq('adr', out.length + 1), clientId: client.id, name: 'Dépôt', ...shippingAddress(client), phone: client.gsm, isDefault: true, type: 'shipping' });
    }
  }
  // A third address for the demo account, in one of the other accepted countries (spec 2 §5).
  out.push({ id: seq('adr', out.length + 1), clientId: DEMO_CLIENT.id, name: 'Chantier Genève', company: 'Dupont Électricité SARL', street: '14 rue du Rhône', city: 'Genève', postalCode: '1204', country: 'Suisse', isDefault: false, type: 'shipping' });
  return out;
}

/**
 * The demo account's favourites, all with photos: four it has ordered and two it never did. Their
 * order counts and last order dates are not stored: the API counts them from the orders.
 */
function favorites(rng: Rng, orders: readonly SampleOrder[], pictured: readonly Product[]): SampleFavorite[] {
  const demoOrders = orders.filter((order) => order.clientId === DEMO_CLIENT.id);
  const ordered = [...new Set(demoOrders.flatMap((order) => order.items.map((item) => item.productId)))].slice(0, 4);
  const others = rng.sample(pictured.filter((p) => !ordered.includes(p.reference)), 2).map((p) => p.reference);
  return [...ordered, ...others].map((productId, index) => ({
    id: seq('fav', index + 1),
    clientId: DEMO_CLIENT.id,
    productId,
    dateAdded: iso(SAMPLE_TODAY.getTime() - (120 - index * 11) * DAY),
  }));
}

const BENEFITS = [
  { id: 'ben-livraison', name: 'Livraison offerte', description: 'Livraison gratuite dès 300 € HT au lieu de 500 €', icon: 'local_shipping' },
  { id: 'ben-remise', name: 'Remise fidélité', description: '3 % de remise sur les batteries OTECH Original', icon: 'percent' },
  { id: 'ben-conseiller', name: 'Conseiller dédié', description: 'Un interlocuteur unique pour vos devis', icon: 'support_agent' },
  { id: 'ben-prioritaire', name: 'Expédition prioritaire', description: 'Vos commandes partent en premier', icon: 'bolt' },
];

/** The spec's sample reward costs (spec 2 §9); the last one is out of stock for now. */
const REWARDS = [
  { id: 'rec-bon20', name: 'Bon d\'achat de 20 €', description: 'À valoir sur votre prochaine commande', pointsCost: 200, available: true },
  { id: 'rec-testeur', name: 'Testeur de batterie numérique', description: 'Testeur 12 V avec affichage de l\'état de charge', pointsCost: 500, available: true },
  { id: 'rec-bon100', name: 'Bon d\'achat de 100 €', description: 'À valoir sur votre prochaine commande', pointsCost: 1000, available: true },
  { id: 'rec-chargeur', name: 'Chargeur CTEK MXS 5.0', description: 'Chargeur automatique 12 V 5 A', pointsCost: 2000, available: false },
];

function loyalty(orders: readonly SampleOrder[], clients: readonly Client[]): SampleLoyalty[] {
  return clients
    .filter((client) => client.actif && !client.bloque && orders.some((order) => order.clientId === client.id))
    .map((client, index) => {
      const demo = client.id === DEMO_CLIENT.id;
      // The demo account already spent points once, on the cheapest reward.
      const firstReward = REWARDS[0];
      const redemptions = demo && firstReward ? [{ id: 'red-0001', rewardId: firstReward.id, pointsCost: firstReward.pointsCost, date: iso(SAMPLE_TODAY.getTime() - 30 * DAY) }] : [];
      return {
        id: seq('fid', index + 1),
        clientId: client.id,
        name: 'Programme Fidélité OTECH',
        description: 'Cumulez 1 point par tranche de 10 € HT livrée et échangez vos points contre des récompenses.',
        // The first two benefits come with the programme; the others with the gold level.
        benefits: BENEFITS.map((benefit, b) => ({ ...benefit, active: b < 2 })),
        availableRewards: REWARDS.map((reward) => ({ ...reward })),
        redemptions,
      };
    });
}

function notifications(orders: readonly SampleOrder[], factures: readonly SampleFacture[]): SampleNotification[] {
  const demoOrders = orders.filter((o) => o.clientId === DEMO_CLIENT.id).sort((a, b) => b.orderDate.localeCompare(a.orderDate));
  const out: Omit<SampleNotification, 'id'>[] = [];
  // The three newest orders, and the newest one on its way so a delivery notice shows too.
  const onItsWay = demoOrders.find((order) => order.status === 'shipped');
  const noticed = [...new Set([...demoOrders.slice(0, 3), ...(onItsWay ? [onItsWay] : [])])];
  for (const order of noticed) {
    if (order.shippingStatus === 'delivered') {
      out.push({ clientId: DEMO_CLIENT.id, type: 'delivery', title: 'Commande livrée', message: `Votre commande ${order.orderNumber} a été livrée.`, date: order.actualDelivery ?? order.orderDate, read: true, actionUrl: `/dashboard/orders/${order.id}`, actionLabel: 'Voir la commande' });
    } else if (order.trackingNumber) {
      out.push({ clientId: DEMO_CLIENT.id, type: 'delivery', title: 'Commande expédiée', message: `Votre commande ${order.orderNumber} est en route avec ${order.carrier ?? 'notre transporteur'}.`, date: order.orderDate, read: false, actionUrl: `/dashboard/orders/${order.id}`, actionLabel: 'Suivre le colis' });
    } else {
      out.push({ clientId: DEMO_CLIENT.id, type: 'order', title: 'Commande enregistrée', message: `Votre commande ${order.orderNumber} a bien été enregistrée.`, date: order.orderDate, read: false, actionUrl: `/dashboard/orders/${order.id}`, actionLabel: 'Voir la commande' });
    }
  }
  const overdue = factures.find((f) => f.clientId === DEMO_CLIENT.id && f.statut === 'en_retard');
  if (overdue) {
    out.push({ clientId: DEMO_CLIENT.id, type: 'info', title: 'Facture en retard', message: `La facture ${overdue.numero_facture} est arrivée à échéance le ${overdue.date_echeance.split('-').reverse().join('/')}.`, date: iso(new Date(overdue.date_echeance).getTime() + DAY), read: false, actionUrl: '/dashboard?tab=billing', actionLabel: 'Voir mes factures' });
  }
  out.push({ clientId: DEMO_CLIENT.id, type: 'promotion', title: 'Offre hiver', message: '-10 % sur les batteries de démarrage jusqu\'au 31 décembre.', date: iso(SAMPLE_TODAY.getTime() - 4 * DAY), read: false, actionUrl: '/catalogue?category=v', actionLabel: 'Voir les offres' });
  out.push({ clientId: DEMO_CLIENT.id, type: 'info', title: 'Maintenance planifiée', message: 'Le site sera indisponible le dimanche de 2h à 4h.', date: iso(SAMPLE_TODAY.getTime() - 12 * DAY), read: true });
  out.push({ clientId: 2, type: 'promotion', title: 'Nouveaux chargeurs', message: 'Découvrez la gamme de chargeurs NOCO Genius.', date: iso(SAMPLE_TODAY.getTime() - 6 * DAY), read: false, actionUrl: '/catalogue?category=vc', actionLabel: 'Découvrir' });
  return out.sort((a, b) => b.date.localeCompare(a.date)).map((n, index) => ({ id: seq('not', index + 1), ...n }));
}

function notificationSettings(clients: readonly Client[]): SampleNotificationSettings[] {
  // Spec 2 section 5 defaults, except for the demo account which shows changed choices.
  return clients
    .filter((client) => client.actif)
    .map((client) => ({
      id: `ns-${client.id}`,
      clientId: client.id,
      orderUpdates: true,
      promotions: client.id !== DEMO_CLIENT.id,
      newsletters: client.id === DEMO_CLIENT.id,
      invoices: true,
      sms: client.id === DEMO_CLIENT.id,
      email: true,
      pushNotifications: true,
    }));
}

/** The demo account's order ages, over twelve months, and the states some of them must show. */
const DEMO_ORDERS: readonly { daysAgo: number; lifecycle?: Lifecycle }[] = [
  { daysAgo: 1 },
  { daysAgo: 3 },
  // Confirmed and not paid: its invoice of the last week is still a draft.
  { daysAgo: 6, lifecycle: { status: 'confirmed', payment: 'pending', shipping: 'not_shipped' } },
  { daysAgo: 9 },
  { daysAgo: 16 },
  { daysAgo: 27 },
  { daysAgo: 41, lifecycle: { status: 'delivered', payment: 'pending', shipping: 'delivered' } },
  { daysAgo: 58, lifecycle: { status: 'delivered', payment: 'paid', shipping: 'delivered' } },
  { daysAgo: 77 },
  { daysAgo: 110, lifecycle: { status: 'returned', payment: 'refunded', shipping: 'delivered' } },
  { daysAgo: 150, lifecycle: { status: 'delivered', payment: 'paid', shipping: 'delivered' } },
  { daysAgo: 200 },
  { daysAgo: 270, lifecycle: { status: 'delivered', payment: 'paid', shipping: 'delivered' } },
  { daysAgo: 340, lifecycle: { status: 'delivered', payment: 'paid', shipping: 'delivered' } },
];

/**
 * Orders over the last twelve months for the active customers, most of them the demo account's,
 * who buys again and again among the pictured products (so its favourites have photos and orders).
 */
export function sampleActivity(rng: Rng, clients: readonly Client[], catalogue: readonly Product[], pictured: readonly Product[]): SampleActivity {
  const buyers = clients.filter((client) => client.actif || client.id % 2 === 0);
  const plan: PlannedOrder[] = [];
  const demo = clients.find((client) => client.id === DEMO_CLIENT.id);
  if (demo) for (const planned of DEMO_ORDERS) plan.push({ client: demo, ...planned });
  for (const [index, client] of buyers.filter((c) => c.id !== DEMO_CLIENT.id).entries()) {
    const count = 1 + (index % 4);
    for (let k = 0; k < count; k += 1) plan.push({ client, daysAgo: rng.int(2, 360) });
  }
  plan.sort((a, b) => b.daysAgo - a.daysAgo);
  const orders = plan.map((planned, index) => makeOrder(rng, index + 1, planned, planned.client.id === DEMO_CLIENT.id ? pictured : catalogue));
  const factures = orders
    .map((order, index) => ({ order, daysAgo: plan[index]?.daysAgo ?? 0 }))
    .filter(({ order }) => order.status !== 'pending')
    .map(({ order, daysAgo }, index) => factureFor(index + 1, order, clients.find((c) => c.id === order.clientId) as Client, daysAgo));
  return {
    orders,
    factures,
    quoteRequests: quoteRequests(rng, clients.filter((c) => c.actif), catalogue),
    addresses: addresses(clients),
    favorites: favorites(rng, orders, pictured),
    loyalty: loyalty(orders, clients),
    notifications: notifications(orders, factures),
    notificationSettings: notificationSettings(clients),
  };
}
