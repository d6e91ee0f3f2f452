// A one-time code by e-mail, in text and HTML: the sign-in code and the account-change codes
// differ only in their wording (docs/decisions/027-account-self-service.md).

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The line the outbox prints so a developer can sign in without a mail server. */
  logPreview: string;
  /** The subject kept once the mail is sent: the real one carries the code. */
  redactedSubject: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface CodeEmailInput {
  code: string;
  productName: string;
  validMinutes: number;
  /** What the code is, e.g. "sign-in code"; used in the subject, title and opening line. */
  what: string;
  /** What to do with the code, one sentence. */
  instruction: string;
  /** Why the mail can be ignored when the reader did not ask for it. */
  ignoreLine: string;
  /** The outbox log's name for the code, e.g. "sign-in". */
  logLabel: string;
}

export function renderCodeEmail(input: CodeEmailInput): RenderedEmail {
  const { code, productName, validMinutes, what, instruction, ignoreLine, logLabel } = input;
  const validity = `${validMinutes} minute${validMinutes === 1 ? '' : 's'}`;
  const text = [
    `Your ${productName} ${what} is:`,
    '',
    `    ${code}`,
    '',
    `${instruction} It is valid for ${validity} and works once.`,
    '',
    ignoreLine,
    '',
    `— ${productName}`,
  ].join('\n');
  return {
    subject: `Your ${productName} ${what}: ${code}`,
    text,
    html: renderCodeEmailHtml({
      code,
      productName,
      validity,
      ignoreLine,
      title: `Your ${productName} ${what}`,
      intro: `Here is your ${what}:`,
      summary: `Your ${what} is ${code}.`,
      instruction,
    }),
    logPreview: `${logLabel} code ${code} (valid ${validity})`,
    redactedSubject: `Your ${productName} ${what}`,
  };
}

// Mail clients ignore <style> blocks and most layout CSS: one centred table, inline styles,
// web-safe fonts, and a hidden preheader that inbox lists show next to the subject.
function renderCodeEmailHtml(parts: {
  code: string;
  productName: string;
  validity: string;
  ignoreLine: string;
  title: string;
  intro: string;
  instruction: string;
  /** The hidden preheader's first sentence. */
  summary: string;
}) {
  const code = escapeHtml(parts.code);
  const product = escapeHtml(parts.productName);
  const validity = escapeHtml(parts.validity);
  const ignoreLine = escapeHtml(parts.ignoreLine);
  const title = escapeHtml(parts.title);
  const intro = escapeHtml(parts.intro);
  const instruction = escapeHtml(parts.instruction);
  const summary = escapeHtml(parts.summary);
  const font = "font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f1ec;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${summary} It is valid for ${validity}.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f1ec;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;background-color:#ffffff;border-radius:12px;border:1px solid #e4e0d8;">
<tr><td style="padding:28px 32px 8px;${font}font-size:20px;font-weight:700;color:#c0392b;">${product}</td></tr>
<tr><td style="padding:8px 32px 0;${font}font-size:16px;line-height:24px;color:#1f2328;">${intro}</td></tr>
<tr><td align="center" style="padding:20px 32px;">
<div style="display:inline-block;padding:14px 16px 14px 24px;border-radius:8px;background-color:#f6f8fa;border:1px solid #d0d7de;font-family:'SFMono-Regular',Consolas,'Liberation Mono',Menlo,monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:#1f2328;">${code}</div>
</td></tr>
<tr><td style="padding:0 32px 16px;${font}font-size:15px;line-height:22px;color:#1f2328;">${instruction} It is valid for <strong>${validity}</strong> and works once.</td></tr>
<tr><td style="padding:0 32px 28px;${font}font-size:13px;line-height:20px;color:#57606a;">${ignoreLine}</td></tr>
</table>
<p style="margin:16px 0 0;${font}font-size:12px;line-height:18px;color:#8c959f;">${product} is an unofficial fan companion, not affiliated with the game's developer or publisher.</p>
</td></tr>
</table>
</body>
</html>
`;
}
