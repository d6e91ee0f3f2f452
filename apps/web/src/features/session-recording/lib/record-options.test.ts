import { describe, expect, it } from 'vitest';
import { maskText, pageHref } from './record-options';

// Text masking of the recorder (docs/decisions/022-session-recording-privacy.md).

describe('maskText', () => {
  it('masks e-mail addresses in any text, keeping the rest', () => {
    expect(maskText('Signed in as ada@example.com today', null)).toBe(
      'Signed in as *************** today',
    );
  });

  it('masks everything inside a data-recording-mask area', () => {
    const area = document.createElement('dl');
    area.setAttribute('data-recording-mask', '');
    const child = document.createElement('dd');
    area.append(child);
    expect(maskText('ada lovelace', child)).toBe('*** ********');
  });

  it('leaves ordinary text alone', () => {
    expect(maskText('Ante 3, Boss blind', document.createElement('p'))).toBe('Ante 3, Boss blind');
  });
});

describe('pageHref', () => {
  it('drops the query and fragment', () => {
    expect(pageHref({ origin: 'https://x.test', pathname: '/verify' })).toBe(
      'https://x.test/verify',
    );
  });
});
