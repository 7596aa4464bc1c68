/**
 * Staff roles and what each may do (issue 23): the one permission table of the shop. The API
 * enforces it on every staff route, the administration's menus show only what it allows, and
 * docs/staff.md prints it.
 */
export const STAFF_ROLES = ['administrateur', 'commercial', 'comptabilite', 'logistique'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How each role is named on screen (issue 23). */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  administrateur: 'Administrateur',
  commercial: 'Commercial',
  comptabilite: 'Comptabilité',
  logistique: 'Logistique',
};

/** Every staff permission, each one thing a route or a menu entry needs. */
export const STAFF_PERMISSIONS = [
  'stats.view',
  'clients.view',
  'clients.edit',
  'clients.banking',
  'clients.impersonate',
  'openings.decide',
  'quotes.answer',
  'orders.view',
  'orders.edit',
  'orders.ship',
  'invoices.view',
  'invoices.edit',
  'reminders.send',
  'exports.download',
  'catalogue.view',
  'catalogue.edit',
  'prices.edit',
  'stock.edit',
  'staff.manage',
  'audit.view',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Shown beside each permission in docs and in the team page. */
export const STAFF_PERMISSION_LABELS: Readonly<Record<StaffPermission, string>> = {
  'stats.view': 'Voir les statistiques',
  'clients.view': 'Voir les clients',
  'clients.edit': 'Modifier les clients',
  'clients.banking': 'Voir les coordonnées bancaires des clients',
  'clients.impersonate': 'Se connecter en tant que client',
  'openings.decide': "Valider ou refuser les ouvertures de compte",
  'quotes.answer': 'Répondre aux demandes de devis et aux messages',
  'orders.view': 'Voir les commandes',
  'orders.edit': 'Modifier les commandes',
  'orders.ship': 'Expédier et livrer les commandes',
  'invoices.view': 'Voir les factures',
  'invoices.edit': 'Créer et modifier les factures, paiements et avoirs',
  'reminders.send': 'Envoyer les relances',
  'exports.download': 'Exporter les données',
  'catalogue.view': 'Voir le catalogue',
  'catalogue.edit': 'Modifier le catalogue',
  'prices.edit': 'Modifier les prix et les grilles tarifaires',
  'stock.edit': 'Modifier le stock',
  'staff.manage': "Gérer l'équipe",
  'audit.view': 'Consulter le journal',
};

/**
 * The table. Administrateur may do everything; the others what issue 23 lists for them:
 * Commercial: clients, quotes, orders, price lists, impersonation; Comptabilité: invoices,
 * payments, reminders, credit notes, exports, no prices; Logistique: shipping, deliveries and
 * stock, no prices and no client banking. Reading what one's work needs (a client's address for a
 * delivery, an order for its invoice) comes with it (docs/decisions/090-staff-permissions.md).
 */
const PERMISSIONS_OF: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  administrateur: STAFF_PERMISSIONS,
  commercial: [
    'stats.view', 'clients.view', 'clients.edit', 'clients.banking', 'clients.impersonate', 'openings.decide',
    'quotes.answer', 'orders.view', 'orders.edit', 'orders.ship', 'invoices.view', 'prices.edit',
  ],
  comptabilite: [
    'stats.view', 'clients.view', 'clients.banking', 'orders.view', 'invoices.view', 'invoices.edit', 'reminders.send', 'exports.download',
  ],
  // The products list to count and set the stock (decision 237), not their records.
  logistique: ['clients.view', 'orders.view', 'orders.ship', 'catalogue.view', 'stock.edit'],
};

/** Whether a staff member of that role may do that. */
export function can(role: StaffRole, permission: StaffPermission): boolean {
  return PERMISSIONS_OF[role].includes(permission);
}

/** Every permission of a role, in the table's order (what the API sends the administration's menus). */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => can(role, permission));
}
