/** Headings and texts of the home page that are not the administrator's content. */
export const vision = {
  heading: 'Our Vision',
  link: { to: '/vision', label: 'Read our vision and mission' },
};

export const homeContact = {
  heading: 'Get in Touch',
  text: 'Want to volunteer, partner with us or bring a programme to your school? Send us a message and we will get back to you.',
};

export const donationPopup = {
  text: 'If you liked our initiative, please get involved with us',
  detail: 'A school kit, a month of tuition or an hour of your time changes a child’s year.',
  donate: 'Donate!',
};
