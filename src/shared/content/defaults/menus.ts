import type { MenuEntry, MenuLeadsTo, Menus } from '../menus.ts';

/** The organisation's blog, hosted outside the site. */
export const BLOG_URL = 'https://blog.gurukul.example.org/';

const idOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function entry(
  label: string,
  leadsTo: MenuLeadsTo,
  to = '',
  children: MenuEntry[] = [],
  id = idOf(label),
): MenuEntry {
  return { id, label, leadsTo, to, hidden: false, children };
}

const page = (label: string, to: string) => entry(label, 'link', to);
/** Planned: a Coming Soon page names it until a page is written. Its id is the one pages were placed on. */
const soon = (label: string) => entry(label, 'soon');
const text = (label: string) => entry(label, 'text');
const group = (label: string, children: MenuEntry[], to = '') =>
  entry(label, to ? 'link' : 'soon', to, children);
const top = (label: string, children: MenuEntry[]) => entry(label, 'text', '', children);

/** The menus of a fresh install: the site's menus as the specification lists them (SPEC "Navigation bar"). */
export const defaultMenus: Menus = {
  header: [
    page('Home', '/'),
    top('About', [
      page('Vision & Mission', '/vision'),
      soon('Our Philosophy'),
      page('Team', '/team'),
      soon('Financials'),
      soon('Reports'),
      page('Contact Us', '/contact-us'),
    ]),
    top('Programs', [
      group('Education', ['NMMS', 'Education Roadmap', 'STEM', 'Robotics', 'MDRS', 'JNV'].map(soon)),
      group(
        'Health',
        ['Satvik Aahar', 'Yoga for Fitness', 'Satvik Dinacharya', 'Guidance to Exercise'].map(soon),
      ),
      group(
        'Women Empowerment',
        ['Hoop Art Mastery', 'Entrepreneurship', 'Self Defense', 'Social Media Awareness'].map(soon),
      ),
      group(
        'Seminar/Workshop',
        [
          'Cyber Security',
          'E-Content Creation',
          '3D Model',
          'Graphic Designing',
          'Video Editing',
          'IT Techs',
        ].map(soon),
        '/workshops',
      ),
    ]),
    page('Gallery', '/gallery'),
    top('Donate', [
      // Each opens its own pledge form on /donate (the action's id is the fragment).
      page('Sponsor a child', '/donate#sponsor-a-child'),
      page('Sponsor a school kit', '/donate#sponsor-a-school-kit'),
      page('Sponsor Books and Study materials', '/donate#sponsor-books-and-study-materials'),
      page('Way to Give (Money)', '/donate#way-to-give-money'),
    ]),
    top('Get Involved', [
      page('Volunteer as a Teacher', '/volunteer-teacher'),
      page('Join as an Intern', '/join-intern'),
      page('Volunteer as a Mentor', '/volunteer-mentor'),
      text('CSR Collaborations'),
      text('Career'),
      text('Partner with us'),
    ]),
    page('Participate', '/participate'),
    top('News & Stories', [
      page('Blogs', BLOG_URL),
      page('Notification', '/#notifications'),
      soon('Newsletters'),
      soon('Our Books'),
      soon('Magazines'),
    ]),
  ],
  footer: [
    ['About Us', '/#about'],
    ['Vision & Mission', '/vision'],
    ['Team', '/team'],
    ['Gallery', '/gallery'],
    ['Donate', '/donate'],
    ['Volunteer as a Teacher', '/volunteer-teacher'],
    ['Subscribe', '/subscribe'],
    ['Contact Us', '/contact-us'],
  ].map(([label, to]) => entry(label!, 'link', to, [], `footer-${idOf(label!)}`)),
  sidebar: [entry('Support our work', 'link', '/donate', [], 'sidebar-support-our-work')],
};
