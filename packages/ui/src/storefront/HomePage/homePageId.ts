/** The home page's element, which takes focus when the maintenance pop-up closes. */
export const HOME_PAGE_ID = 'accueil';
