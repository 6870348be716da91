import { describe, expect, it } from 'vitest';
import {
  isBuildAsset,
  isKeptAnswer,
  isKeptForm,
  isKeptPage,
  isPicture,
  offlinePathFor,
} from './cached-paths.ts';

/** Issue 29: what the service worker keeps for offline use, and what it must never serve from a cache. */
describe('what the service worker keeps', () => {
  it('keeps the public pages in every language', () => {
    for (const path of [
      '/',
      '/team',
      '/kn/',
      '/kn/vision',
      '/hi/contact-us',
      '/coming-soon/sports',
      '/offline',
    ])
      expect(isKeptPage(path), path).toBe(true);
  });

  it('never keeps the dashboard, its sign-in pages, the API, mail links or files', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/inbox',
      '/login',
      '/reset-password',
      '/invitation',
      '/api/get_notifications',
      '/unsubscribe',
      '/confirm',
      '/stop-contacting',
      '/uploads/photo.webp',
      '/assets/start-islands-abc.js',
      '/sitemap.xml',
      '/sw.js',
      '/manifest.webmanifest',
    ])
      expect(isKeptPage(path), path).toBe(false);
  });

  it('keeps the public notifications answer and no other API answer', () => {
    expect(isKeptAnswer('/api/get_notifications')).toBe(true);
    for (const path of ['/api/inbox/contact', '/api/dashboard/overview', '/api/content/site', '/api/health'])
      expect(isKeptAnswer(path), path).toBe(false);
  });

  it('keeps the public forms sent offline, and only them', () => {
    for (const path of ['/api/contact', '/api/interest', '/api/add_subscription'])
      expect(isKeptForm(path), path).toBe(true);
    for (const path of ['/api/login', '/api/add_notification', '/api/giving/pledges'])
      expect(isKeptForm(path), path).toBe(false);
  });

  it('tells hashed build files from pictures refreshed behind the cache', () => {
    expect(isBuildAsset('/assets/index-abc.css')).toBe(true);
    expect(isBuildAsset('/images/home/hero.webp')).toBe(false);
    expect(isPicture('/images/home/hero.webp')).toBe(true);
    expect(isPicture('/icons/icon-192.png')).toBe(true);
    expect(isPicture('/api/get_notifications')).toBe(false);
  });

  it('shows the offline page in the language of the address asked for', () => {
    expect(offlinePathFor('/vision')).toBe('/offline');
    expect(offlinePathFor('/kn/vision')).toBe('/kn/offline');
    expect(offlinePathFor('/mr/')).toBe('/mr/offline');
  });
});
