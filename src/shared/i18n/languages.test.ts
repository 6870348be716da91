import { describe, expect, it } from 'vitest';
import { localPath, splitLanguage } from './languages.ts';

describe('language addresses (issue 28: /kn/…, /hi/…, /mr/… beside the English addresses)', () => {
  it('reads the language from the first segment and leaves English addresses as they are', () => {
    expect(splitLanguage('/kn/vision')).toEqual({ language: 'kn', path: '/vision' });
    expect(splitLanguage('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/mr')).toEqual({ language: 'mr', path: '/' });
    expect(splitLanguage('/vision')).toEqual({ language: 'en', path: '/vision' });
    expect(splitLanguage('/en/vision')).toEqual({ language: 'en', path: '/en/vision' });
    expect(splitLanguage('/knowledge')).toEqual({ language: 'en', path: '/knowledge' });
    expect(splitLanguage('/')).toEqual({ language: 'en', path: '/' });
  });

  it('moves site pages under the prefix and keeps files, the API and the English-only pages', () => {
    expect(localPath('kn', '/')).toBe('/kn/');
    expect(localPath('kn', '/vision')).toBe('/kn/vision');
    expect(localPath('hi', '/donate#sponsor-a-child')).toBe('/hi/donate#sponsor-a-child');
    expect(localPath('hi', '/#notifications')).toBe('/hi/#notifications');
    expect(localPath('mr', '/coming-soon/nmms')).toBe('/mr/coming-soon/nmms');
    expect(localPath('en', '/vision')).toBe('/vision');
    for (const kept of [
      '/login',
      '/dashboard',
      '/api/get_notifications',
      '/uploads/a.webp',
      '/images/home/x.svg',
      '/documents/report.pdf',
      '/favicon.svg',
      '/unsubscribe?token=x',
      '/kn/vision',
      'https://example.org/',
      '//cdn.example.org/x',
      'mailto:a@example.org',
    ]) {
      expect(localPath('kn', kept)).toBe(kept);
    }
    for (const path of ['/', '/vision', '/coming-soon/nmms', '/financials']) {
      expect(splitLanguage(localPath('mr', path))).toEqual({ language: 'mr', path });
    }
  });
});
