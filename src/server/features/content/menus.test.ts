import { describe, expect, it } from 'vitest';
import { contentMessages } from '#shared/api/content';
import { menuMessages, menuPaths } from '#shared/api/menus';
import { defaultMenus } from '#shared/content/defaults/menus';
import type { MenuEntry, Menus } from '#shared/content/menus';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { loadRenderableSite } from './site-content.service.ts';
import { contentClient } from './testing/content-client.ts';

const item = (id: string, label: string, changes: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label,
  leadsTo: 'link',
  to: '/vision',
  hidden: false,
  children: [],
  ...changes,
});

const withAboutItems = (...items: MenuEntry[]): Menus => ({
  ...defaultMenus,
  header: defaultMenus.header.map((top) =>
    top.id === 'about' ? { ...top, children: [...top.children, ...items] } : top,
  ),
});

const aboutOf = (menus: Menus) => menus.header.find((top) => top.id === 'about')!.children;

describe.each(testEngines)('issue 25, must have 1: menus the administrator edits, on %s', (engine) => {
  const t = withTestApp(engine);
  const { get, put } = contentClient(t);

  const addPage = async (slug: string, title: string, status: 'draft' | 'published') => {
    const response = await t.send('POST', '/api/content/pages', {
      title,
      slug,
      summary: '',
      body: '<p>x</p>',
      status,
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('a fresh install shows the menus of the specification; visitors may read them, only the administrator changes them', async () => {
    expect(await get(menuPaths.menus)).toEqual(defaultMenus);
    expect((await put(menuPaths.menus, defaultMenus, false)).statusCode).toBe(401);
  });

  it.each([
    [
      'an item without a name',
      withAboutItems(item('empty', '  ')),
      menuMessages.labelRequired,
      'header.1.children.6.label',
    ],
    [
      'a link item with nowhere to go',
      withAboutItems(item('nowhere', 'Nowhere', { to: '' })),
      menuMessages.linkRequired,
      'header.1.children.6.to',
    ],
    [
      'an address that is not https',
      withAboutItems(item('plain-http', 'Plain', { to: 'http://example.org' })),
      contentMessages.linkInvalid,
      'header.1.children.6.to',
    ],
    [
      'a link that runs script',
      withAboutItems(item('script', 'Script', { to: 'javascript:alert(1)' })),
      contentMessages.linkInvalid,
      'header.1.children.6.to',
    ],
    [
      'two items with one id',
      withAboutItems(item('team', 'Team again')),
      menuMessages.idTaken,
      'header.1.children.6.id',
    ],
    [
      'a sub-menu in the footer',
      { ...defaultMenus, footer: [item('footer-group', 'Group', { children: [item('deep', 'Deep')] })] },
      menuMessages.tooDeep,
      undefined,
    ],
  ])(
    'refuses %s with 400 and the message by the field, changing nothing',
    async (_case, menus, message, field) => {
      const response = await put(menuPaths.menus, menus);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      if (field) expect(response.json().field).toBe(field);
      expect(await get(menuPaths.menus)).toEqual(defaultMenus);
    },
  );

  it('keeps an edit: renamed, moved, hidden and added items; a plain-text item keeps its address for later', async () => {
    const [home, about, ...rest] = defaultMenus.header;
    const edited: Menus = {
      ...defaultMenus,
      header: [
        {
          ...about!,
          children: [
            ...about!.children,
            item('annual-report', 'Annual Report 2025', { to: '/annual-report-2025' }),
          ],
        },
        { ...home!, label: 'Start', hidden: true },
        ...rest,
      ],
      footer: [
        item('footer-letters', 'Letters', { leadsTo: 'text', to: '/ignored' }),
        ...defaultMenus.footer,
      ],
    };
    const saved = await put(menuPaths.menus, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(edited);
    expect(await get(menuPaths.menus)).toEqual(edited);
    expect((await put(menuPaths.menus, defaultMenus)).statusCode).toBe(200);
  });

  it('visitors meet no hidden item, and an item pointing at a page not published yet leads to its Coming Soon page until it is', async () => {
    await addPage('annual-report-2025', 'Annual Report 2025', 'published');
    await addPage('exam-results', 'Exam results', 'draft');
    await put(
      menuPaths.menus,
      withAboutItems(
        item('annual-report', 'Annual Report 2025', { to: '/annual-report-2025' }),
        item('exam-results', 'Exam results', { to: '/exam-results' }),
        item('secret', 'Secret', { hidden: true }),
        item('outside', 'Our blog', { to: 'https://blog.example.org/' }),
      ),
    );
    const { content } = await loadRenderableSite(t.db);
    const about = aboutOf(content.menus);
    expect(about.map((entry) => [entry.label, entry.leadsTo, entry.to])).toEqual([
      ['Vision & Mission', 'link', '/vision'],
      ['Our Philosophy', 'soon', ''],
      ['Team', 'link', '/team'],
      ['Financials', 'soon', ''],
      ['Reports', 'soon', ''],
      ['Contact Us', 'link', '/contact-us'],
      ['Annual Report 2025', 'link', '/annual-report-2025'],
      ['Exam results', 'soon', ''],
      ['Our blog', 'link', 'https://blog.example.org/'],
    ]);
    await put(menuPaths.menus, defaultMenus);
  });
});

describe.each(testEngines)(
  'issue 25, must have 1: pages placed on a menu item before menus were editable, on %s',
  (engine) => {
    const t = withTestApp(engine);
    const { get, put } = contentClient(t);

    it('keep their place, under their own title, until the administrator saves the menus', async () => {
      const now = new Date().toISOString();
      await t.db
        .insertInto('pages')
        .values({
          slug: 'annual-report',
          menu_slot: 'reports',
          status: 'published',
          publish_at: null,
          data: JSON.stringify({
            title: { en: 'Annual Report 2025' },
            summary: { en: '' },
            body: { en: '<p>x</p>' },
          }),
          created_at: now,
          updated_at: now,
        })
        .execute();
      const menus = (await get(menuPaths.menus)) as Menus;
      expect(aboutOf(menus).find((entry) => entry.id === 'reports')).toEqual(
        item('reports', 'Annual Report 2025', { to: '/annual-report' }),
      );
      // Once saved, the menus are what the administrator made of them.
      const renamed = { ...menus, header: menus.header.filter((top) => top.id !== 'about') };
      expect((await put(menuPaths.menus, renamed)).statusCode).toBe(200);
      expect(((await get(menuPaths.menus)) as Menus).header.some((top) => top.id === 'about')).toBe(false);
    });
  },
);
