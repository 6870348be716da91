/** Every text of the Audiences panel, in plain words for the people who keep the site. */
export const audiencesTexts = {
  /** The panel's name in the dashboard menu and its heading. */
  title: 'Audiences',
  intro:
    'Audiences group your subscribers: parents, teachers, donors and so on. Visitors choose one of those offered on the subscribe form; you can send mail to any set of them.',
  listLabel: 'Audiences, in the order the subscribe form and the mail form show them',
  loading: 'Loading audiences...',
  loadFailed: 'The audiences could not be loaded. Please try again.',

  addLabel: 'Name of a new audience',
  add: 'Add audience',
  adding: 'Adding...',
  added: (name: string) =>
    `The audience “${name}” was added. It is not on the subscribe form until you offer it.`,

  subscribers: (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`,
  offered: 'On the subscribe form',
  notOffered: 'Not on the subscribe form',
  offer: (name: string) => `Offer ${name} on the subscribe form`,
  withdraw: (name: string) => `Take ${name} off the subscribe form`,
  offerShort: 'Offer on form',
  withdrawShort: 'Take off form',
  offeredNow: (name: string) => `${name} is now offered on the subscribe form.`,
  withdrawnNow: (name: string) => `${name} is no longer offered on the subscribe form.`,

  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  up: 'Up',
  down: 'Down',

  rename: (name: string) => `Rename ${name}`,
  renameShort: 'Rename',
  newName: (name: string) => `New name for ${name}`,
  save: 'Save name',
  cancel: 'Cancel',
  renamed: (name: string) => `The audience is now called “${name}”.`,

  remove: (name: string) => `Remove ${name}`,
  removeShort: 'Remove',
  moveTo: (name: string, count: number) =>
    `${name} has ${count} ${count === 1 ? 'subscriber' : 'subscribers'}. Move ${count === 1 ? 'them' : 'them all'} to`,
  removeAndMove: 'Remove and move subscribers',
  confirmRemove: (name: string, count: number, target: string | undefined) =>
    count === 0 || !target
      ? `Remove the audience “${name}”? No subscriber has it.`
      : `Remove the audience “${name}”? Its ${count} ${count === 1 ? 'subscriber moves' : 'subscribers move'} to “${target}”.`,
  removed: (name: string, moved: number, target: string | undefined) =>
    moved > 0 && target
      ? `“${name}” was removed; ${moved} ${moved === 1 ? 'subscriber was' : 'subscribers were'} moved to “${target}”.`
      : `“${name}” was removed.`,
  changeFailed: 'The change could not be saved. Please try again.',
} as const;
