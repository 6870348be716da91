import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMessageAnswer } from '#shared/api/guards';
import { ApiError, apiFetch, onUnauthorized, readAnswer, unreadableAnswerMessage } from './api-client.ts';

function answer(status: number, text: string) {
  const fetchMock = vi.fn(async () => new Response(text, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What apiFetch threw, for assertions on its fields. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('API client answer checks (hardening 11)', () => {
  it('returns an answer of the expected shape', async () => {
    answer(200, JSON.stringify({ message: 'Saved' }));
    await expect(apiFetch('/api/x', isMessageAnswer)).resolves.toEqual({ message: 'Saved' });
  });

  it.each([
    ['an object of another shape', JSON.stringify({ unexpected: true })],
    ['an array', JSON.stringify([{ message: 'Saved' }])],
    ['text that is not JSON', '<!doctype html><p>Bad gateway</p>'],
    ['an empty body', ''],
  ])(
    'hardening 11: an OK answer that is %s becomes an ApiError of kind shape with the caller’s message',
    async (_case, text) => {
      answer(200, text);
      const error = await failure(
        apiFetch('/api/x', isMessageAnswer, { fallbackMessage: 'Failed to load.' }),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 200, kind: 'shape', message: 'Failed to load.' });
    },
  );

  it('hardening 11: without a message of the caller’s, a wrong shape says the answer could not be read', async () => {
    answer(200, JSON.stringify({ unexpected: true }));
    await expect(apiFetch('/api/x', isMessageAnswer)).rejects.toMatchObject({
      kind: 'shape',
      message: unreadableAnswerMessage,
    });
  });

  it('a refused request is an ApiError of kind status with the server’s error and code', async () => {
    answer(409, JSON.stringify({ error: 'Already there.', code: 'conflict' }));
    await expect(apiFetch('/api/x', isMessageAnswer, { fallbackMessage: 'Failed.' })).rejects.toMatchObject({
      status: 409,
      kind: 'status',
      code: 'conflict',
      message: 'Already there.',
    });
  });

  it('a refused request without a readable body carries the caller’s message', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(apiFetch('/api/x', isMessageAnswer, { fallbackMessage: 'Failed.' })).rejects.toMatchObject({
      status: 502,
      kind: 'status',
      message: 'Failed.',
    });
  });

  it('a dropped connection stays the network error, with its own message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiFetch('/api/x', isMessageAnswer));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'TypeError', message: 'Failed to fetch' });
  });

  it('tells the listeners when the server answers 401, for fetch and for the upload alike', () => {
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    try {
      expect(() => readAnswer(401, JSON.stringify({ error: 'Please log in.' }), isMessageAnswer)).toThrow(
        'Please log in.',
      );
      expect(ended).toHaveBeenCalledOnce();
    } finally {
      stop();
    }
  });
});
