/** The home page's "Turn on alerts" control (issue 29, docs/alerts.md), in English; catalogues hold the rest. */
export const alertTexts = {
  title: 'Alerts on this device',
  lead: 'Get a message on this phone or computer when we publish a new notice, such as exam dates, a health camp or a holiday. Only the notice’s title is sent. You can turn alerts off here, or from any alert.',
  turnOn: 'Turn on alerts',
  turnOff: 'Turn off alerts',
  working: 'One moment…',
  on: 'Alerts are on for this device.',
  off: 'Alerts are off for this device.',
  blocked:
    'This browser blocks alerts from this site. To get them, allow notifications for this site in the browser’s settings, then try again.',
  failed: 'Alerts could not be turned on. Please check your connection and try again.',
  offFailed: 'Alerts could not be turned off. Please try again.',
  tooMany: 'Too many devices on this network have alerts on. Turn them off on one, then try again.',
  full: 'No more devices can turn alerts on just now. Please try again later.',
};
