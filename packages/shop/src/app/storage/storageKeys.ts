// Browser storage keys named by the spec (spec 1 §3, spec 3 §9).
export const storageKeys = {
  maintenancePopupShown: 'maintenancePopupShown',
  currentUser: 'currentUser',
  authToken: 'authToken',
  cart: (userId: string) => `cart_${userId}`,
  quoteRequests: 'quoteRequests',
  // Spec 2 §3.9 names the cached category list.
  categories: 'rayonCategoriesCache',
  // The catalogue with cart's own (spec 2 §3.9).
  searchHistory: 'searchHistory',
  autoSavedCart: 'autoSavedCart',
  sessionMetrics: 'sessionMetrics',
  productInteractions: 'productInteractions',
  cookieConsent: 'otech-cookie-consent',
  cookieConsentDate: 'otech-cookie-consent-date',
  // Spec 3 §9 keeps the current administrator in local storage without naming the key.
  adminSession: 'otech-admin-session',
  // Spec 3 §3 "Admin-client session record", stored on impersonation; the key is not named either.
  adminClientSession: 'otech-admin-client-session',
  // Session storage: the snackbars an island's full load carries to the next page.
  carriedSnackbars: 'otech-carried-snackbars',
  // Session storage: the account just registered, for the sign-in page that follows (features/auth).
  registeredAccount: 'otech-registered-account',
} as const;
