import { describe, expect, it, vi } from 'vitest';

describe('the client test setup', () => {
  it('fails a test that writes to console.error', () => {
    // Silence the echo of this deliberate call; the setup's own wrapper still throws.
    const echo = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => console.error('deliberate')).toThrow('console.error was called: deliberate');
    } finally {
      echo.mockRestore();
    }
  });
});
