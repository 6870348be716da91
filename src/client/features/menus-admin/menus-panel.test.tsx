import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '#shared/api/content';
import { menuMessages, menuPaths } from '#shared/api/menus';
import { defaultMenus } from '#shared/content/defaults/menus';
import type { MenuEntry, Menus } from '#shared/content/menus';
import { leaveQuestion, useLeavePanel } from '#client/admin/unsaved-changes.tsx';
import { fakeApi, json, type Handler } from '#client/admin/testing/fake-api.ts';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { menusTexts as say } from './menus-texts.ts';
import { MenusPanel } from './menus-panel.tsx';

setupDashboardTest();

const writtenPages = [
  {
    id: 3,
    title: 'Annual Report 2025',
    slug: 'annual-report-2025',
    kind: 'page',
    summary: '',
    status: 'published',
    publishAt: null,
    visible: true,
    updatedAt: '2026-06-01T09:00:00.000Z',
  },
];

/** The server as the panel meets it: the saved menus, the written pages, and a PUT that keeps what it gets. */
function serve(put?: Handler) {
  return fakeApi({
    [`GET ${menuPaths.menus}`]: json(200, defaultMenus),
    [`GET ${contentPaths.allPages}`]: json(200, writtenPages),
    [`PUT ${menuPaths.menus}`]: put ?? ((request) => json(200, request.body)),
  });
}

async function openPanel() {
  const view = renderPanel(<MenusPanel />);
  await screen.findByRole('list', { name: say.menus.header });
  return view;
}

type User = Awaited<ReturnType<typeof openPanel>>['user'];

/** The names of a level's items, as its list shows them. */
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector('h4, h5, h6')?.textContent);

const topNames = () => namesIn(screen.getByRole('list', { name: say.menus.header }));

const itemOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

async function save(user: User) {
  await user.click(screen.getByRole('button', { name: say.saveChanges }));
}

const sentMenus = (api: ReturnType<typeof serve>) => api.sent('PUT', menuPaths.menus).at(-1)?.body as Menus;

const about = (menus: Menus) => menus.header.find((entry) => entry.id === 'about')!;

describe('the Menus panel (menus issue: the administrator edits the menus)', () => {
  it('shows the three menus, the header as a tree of nested lists with headings', async () => {
    serve();
    const { user } = await openPanel();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      say.menus.header,
      say.menus.footer,
      say.menus.sidebar,
    ]);
    expect(topNames()).toEqual(defaultMenus.header.map((entry) => entry.label));
    expect(screen.getByRole('heading', { level: 4, name: 'Programs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Education' })).toBeInTheDocument();
    const education = screen.getByRole('list', { name: say.subItemsOf('Education') });
    expect(within(education).getByRole('heading', { level: 6, name: 'NMMS' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: say.menus.footer }));
    expect(screen.getByRole('tab', { name: say.menus.footer })).toHaveAttribute('aria-selected', 'true');
    const footer = screen.getByRole('list', { name: say.menus.footer });
    expect(namesIn(footer)).toEqual(defaultMenus.footer.map((entry) => entry.label));
    // Flat lists: no sub-items, even from an item's own fields.
    await user.click(screen.getByRole('button', { name: 'Edit Team' }));
    expect(screen.queryByRole('button', { name: /Add a sub-item/ })).not.toBeInTheDocument();
  });

  it('adds a sub-item under About, pointed at a written page; it gets its id once and shows once it leads there', async () => {
    const api = serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: say.addSubItemTo('About') }));
    const form = screen.getByRole('form', { name: say.newUnder('About') });
    await user.click(within(form).getByRole('button', { name: say.add }));
    expect(within(form).getByLabelText(say.newName)).toHaveAccessibleDescription(menuMessages.labelRequired);
    await user.type(within(form).getByLabelText(say.newName), 'Annual Report 2025');
    await user.click(within(form).getByRole('button', { name: say.add }));

    const added = itemOf('Annual Report 2025');
    expect(namesIn(screen.getByRole('list', { name: say.subItemsOf('About') })).at(-1)).toBe(
      'Annual Report 2025',
    );
    // Nothing behind it yet: a Coming Soon page, hidden from visitors until it leads somewhere.
    expect(within(added).getByRole('radio', { name: say.choices.soon })).toBeChecked();
    expect(within(added).getByRole('radio', { name: say.choices.soon })).toHaveFocus();
    expect(within(added).getByRole('checkbox', { name: say.hidden })).toBeChecked();

    await user.click(within(added).getByRole('radio', { name: say.choices.page }));
    const page = within(added).getByRole('combobox', { name: say.page });
    expect(within(page).getByRole('group', { name: say.pageGroups.written })).toBeInTheDocument();
    await user.selectOptions(page, 'Annual Report 2025');
    expect(within(added).getByRole('checkbox', { name: say.hidden })).not.toBeChecked();
    // Renamed afterwards, it keeps the id it was given.
    await user.type(within(added).getByLabelText(say.name), ' (PDF)');

    await save(user);
    expect(await screen.findByText(say.saved)).toBeInTheDocument();
    expect(about(sentMenus(api)).children.at(-1)).toEqual<MenuEntry>({
      id: 'annual-report-2025',
      label: 'Annual Report 2025 (PDF)',
      leadsTo: 'link',
      to: '/annual-report-2025',
      hidden: false,
      children: [],
    });
    expect(screen.queryByText(say.unsaved)).not.toBeInTheDocument();
  });

  it('renames an item, keeping its id, and hides another; the PUT sends the whole menus', async () => {
    const api = serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Gallery' }));
    const gallery = itemOf('Gallery');
    await user.clear(within(gallery).getByLabelText(say.name));
    await user.type(within(gallery).getByLabelText(say.name), 'Photos');
    await user.click(within(gallery).getByRole('button', { name: say.closeItem('Photos') }));
    expect(screen.getByRole('button', { name: 'Edit Photos' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Participate' }));
    await user.click(within(itemOf('Participate')).getByRole('checkbox', { name: say.hidden }));
    expect(within(itemOf('Participate')).getByText(say.hiddenBadge, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(say.unsaved)).toBeInTheDocument();

    await save(user);
    await screen.findByText(say.saved);
    expect(sentMenus(api)).toEqual<Menus>({
      ...defaultMenus,
      header: defaultMenus.header.map((entry) =>
        entry.id === 'gallery'
          ? { ...entry, label: 'Photos' }
          : entry.id === 'participate'
            ? { ...entry, hidden: true }
            : entry,
      ),
    });
  });

  it('moves an item with its Up button, keeps focus on it and announces its new place', async () => {
    const api = serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: say.moveUp('Gallery') }));
    expect(topNames().slice(0, 4)).toEqual(['Home', 'About', 'Gallery', 'Programs']);
    expect(screen.getByRole('button', { name: say.moveUp('Gallery') })).toHaveFocus();
    expect(screen.getByText('Moved Gallery to position 3 of 8')).toBeInTheDocument();
    // At the top, Up is disabled: focus goes to Down.
    await user.click(screen.getByRole('button', { name: say.moveUp('About') }));
    expect(screen.getByRole('button', { name: say.moveUp('About') })).toBeDisabled();
    expect(screen.getByRole('button', { name: say.moveDown('About') })).toHaveFocus();
    // Sub-items move within their own level.
    await user.click(screen.getByRole('button', { name: say.moveDown('Vision & Mission') }));
    expect(namesIn(screen.getByRole('list', { name: say.subItemsOf('About') })).slice(0, 2)).toEqual([
      'Our Philosophy',
      'Vision & Mission',
    ]);

    await save(user);
    await screen.findByText(say.saved);
    const sent = sentMenus(api);
    expect(sent.header.map((entry) => entry.id).slice(0, 4)).toEqual([
      'about',
      'home',
      'gallery',
      'programs',
    ]);
    expect(
      about(sent)
        .children.map((entry) => entry.id)
        .slice(0, 2),
    ).toEqual(['our-philosophy', 'vision-mission']);
  });

  it('removes an item after a question that names it and its sub-items; Undo brings it back', async () => {
    const api = serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: say.removeItem('About') }));
    const question = await screen.findByRole('alertdialog', {
      name: say.removeQuestion('About', say.menus.header, 6),
    });
    expect(question).toHaveTextContent('Its 6 sub-items go too.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(topNames()).toContain('About');

    await user.click(screen.getByRole('button', { name: say.removeItem('About') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(topNames()).not.toContain('About');
    expect(screen.getByRole('button', { name: 'Edit Programs' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: say.undoRemove('About') }));
    expect(topNames()).toEqual(defaultMenus.header.map((entry) => entry.label));
    expect(screen.getByRole('button', { name: 'Edit About' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: say.removeItem('Gallery') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await save(user);
    await screen.findByText(say.saved);
    expect(sentMenus(api).header.map((entry) => entry.id)).not.toContain('gallery');
  });

  it('points an item at an outside address; an emptied name is refused beside its field before sending', async () => {
    const api = serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Participate' }));
    const item = itemOf('Participate');
    await user.click(within(item).getByRole('radio', { name: say.choices.outside }));
    await user.type(within(item).getByLabelText(say.outside), 'https://example.org/events');
    await user.clear(within(item).getByLabelText(say.name));
    await save(user);
    const name = within(item).getByLabelText(say.name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(menuMessages.labelRequired);
    expect(name).toHaveFocus();
    expect(api.sent('PUT')).toHaveLength(0);

    await user.type(name, 'Events');
    await save(user);
    await screen.findByText(say.saved);
    expect(sentMenus(api).header.find((entry) => entry.id === 'participate')).toMatchObject({
      label: 'Events',
      leadsTo: 'link',
      to: 'https://example.org/events',
    });
  });

  it("shows the server's refusal beside the field it names, in the menu that holds it", async () => {
    const refusal = 'Please choose the page this item opens, or enter an address.';
    serve(() => json(400, { error: refusal, code: 'bad_request', field: 'footer.2.to' }));
    const { user } = await openPanel();
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${say.menus.footer} › Team: ${refusal}`);
    expect(screen.getByRole('tab', { name: `${say.menus.footer} (${say.problems(1)})` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const page = within(itemOf('Team')).getByRole('combobox', { name: say.page });
    expect(page).toHaveAttribute('aria-invalid', 'true');
    expect(page).toHaveAccessibleDescription(refusal);
    expect(page).toHaveFocus();
  });

  it('Discard changes returns to the saved menus, after asking', async () => {
    serve();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: say.moveDown('Home') }));
    await user.click(screen.getByRole('button', { name: say.discard }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: say.discardQuestion })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(topNames()).toEqual(defaultMenus.header.map((entry) => entry.label));
    expect(screen.getByRole('button', { name: say.discard })).toBeDisabled();
  });

  it('marks unsaved changes, so leaving the panel asks first and the browser warns before closing', async () => {
    serve();
    let left = 0;
    function OtherPanelButton() {
      const leavePanel = useLeavePanel();
      return (
        <button type="button" onClick={() => leavePanel(() => (left += 1))}>
          Open another panel
        </button>
      );
    }
    const { user } = renderPanel(
      <>
        <MenusPanel />
        <OtherPanelButton />
      </>,
    );
    await screen.findByRole('list', { name: say.menus.header });
    await user.click(screen.getByRole('button', { name: 'Open another panel' }));
    expect(left).toBe(1);

    await user.click(screen.getByRole('button', { name: say.moveDown('Home') }));
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open another panel' }));
    const question = await screen.findByRole('alertdialog', { name: leaveQuestion });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(left).toBe(1);
    expect(topNames()[1]).toBe('Home');
  });
});
