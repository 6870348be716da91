/** Texts of /subscribe (its messages live in shared/messages.ts). */
export const subscribePage = {
  title: 'Subscribe to Our Updates',
  lead: 'Stay updated with our latest news and events.',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  roleLabel: 'Your role',
  rolePlaceholder: 'Select Your Role',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
} as const;
