/** Texts of the site header that are not menu items (the menu is in navigation.ts). */
export const headerTexts = {
  menu: 'Menu',
  donate: 'Donate',
  donatePath: '/donate',
  subscribe: 'Subscribe',
  subscribePath: '/subscribe',
  login: 'Login',
  loginPath: '/login',
  followUs: 'Follow us',
  sidebarToggle: 'About us and contact details',
} as const;
