import { describe, expect, it } from 'vitest';
import { renderSignInCodeEmail } from '../../src/modules/email/sign-in-code-email';

const input = Object.freeze({ code: '042917', productName: 'Jokerwise', validMinutes: 10 });

describe('sign-in code e-mail', () => {
  it('puts the code in the subject, text, HTML and log preview', () => {
    const email = renderSignInCodeEmail(input);
    expect(email.subject).toBe('Your Jokerwise sign-in code: 042917');
    expect(email.text).toContain('042917');
    expect(email.html).toContain('042917');
    expect(email.logPreview).toContain('042917');
  });

  it('offers a subject without the code, kept once the mail is sent', () => {
    expect(renderSignInCodeEmail(input).redactedSubject).toBe('Your Jokerwise sign-in code');
  });

  it('says the code is valid for 10 minutes and can be ignored if not requested', () => {
    const email = renderSignInCodeEmail(input);
    for (const body of [email.text, email.html]) {
      expect(body).toContain('10 minutes');
      expect(body).toContain('If you did not ask for this code, you can ignore this e-mail');
    }
  });

  it('is a complete, inline-styled HTML document without scripts or style blocks', () => {
    const { html } = renderSignInCodeEmail(input);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('style="');
    expect(html).not.toMatch(/<script|<style/i);
  });

  it('escapes every interpolated value in the HTML', () => {
    const { html, text } = renderSignInCodeEmail({
      code: '<b>1&2</b>',
      productName: 'Joker"s <Wise>',
      validMinutes: 10,
    });
    expect(html).not.toContain('<b>1&2</b>');
    expect(html).toContain('&lt;b&gt;1&amp;2&lt;/b&gt;');
    expect(html).toContain('Joker&quot;s &lt;Wise&gt;');
    expect(html).not.toContain('<Wise>');
    // Plain text is not HTML: it keeps the characters as they are.
    expect(text).toContain('<b>1&2</b>');
  });
});
