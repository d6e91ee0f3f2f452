import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAudit, extractedIcons } from '../../src/db/schema';
import { SHIPPED_SPRITES_DIR } from '../../src/modules/sprites';
import { buildAdminTestApp } from '../admin/admin-test-app';

// Sprite sheets at /raw-sprites/{sheet} (shipped originals, replaceable by an admin upload under
// DATA_DIR) and the icon set saved by POST /api/save-extracted-icons.

const ADMIN = 'sprite-admin@example.com';
const dataDir = mkdtempSync(path.join(tmpdir(), 'jokerwise-sprites-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { app, database, signIn, call } = await buildAdminTestApp({
  env: { ADMIN_EMAILS: ADMIN, DATA_DIR: dataDir },
});
const admin = await signIn(ADMIN);

function png(width: number, height: number, fill = 200): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(fill);
  return PNG.sync.write(image);
}
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

function upload(sheet: string, body: Buffer, auth = admin.auth) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/sprites/${sheet}`,
    headers: { ...auth, 'content-type': 'image/png' },
    payload: body,
  });
}

describe('sprite sheets', () => {
  it('serves a shipped sheet as PNG to admins only', async () => {
    const answer = await call(admin.auth, 'GET', '/raw-sprites/poker-chips.png');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(
      answer.rawPayload.equals(readFileSync(path.join(SHIPPED_SPRITES_DIR, 'poker-chips.png'))),
    ).toBe(true);
    const player = await signIn();
    expect((await call(player.auth, 'GET', '/raw-sprites/poker-chips.png')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/raw-sprites/poker-chips.png')).statusCode).toBe(401);
  });

  it('refuses names outside the 16 sheets, including paths', async () => {
    for (const url of [
      '/raw-sprites/other.png',
      '/raw-sprites/poker-chips.gif',
      '/raw-sprites/..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await call(admin.auth, 'GET', url)).statusCode, url).toBe(400);
    }
  });

  it('replaces a sheet with a valid uploaded PNG, served from then on and recorded', async () => {
    const replacement = png(64, 32);
    const answer = await upload('vouchers.png', replacement);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      sheet: 'vouchers',
      width: 64,
      height: 32,
      bytes: replacement.length,
    });
    const served = await call(admin.auth, 'GET', '/raw-sprites/vouchers.png');
    expect(served.rawPayload.equals(replacement)).toBe(true);
    const list = await call(admin.auth, 'GET', '/api/admin/sprites');
    const sheets = list.json<{ sheets: { name: string; replaced: boolean }[] }>().sheets;
    expect(sheets).toHaveLength(16);
    expect(sheets.filter((sheet) => sheet.replaced).map((sheet) => sheet.name)).toEqual([
      'vouchers',
    ]);
    const entries = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'sprites.upload-sheet'));
    expect(entries.map((entry) => entry.targetId)).toEqual(['vouchers']);
  });

  it('refuses uploads that are not PNG, badly sized or too large', async () => {
    expect(
      (await upload('ui-badges.png', Buffer.from('GIF89a not a png at all, just text here')))
        .statusCode,
    ).toBe(400);
    expect((await upload('ui-badges.png', png(16, 16))).json()).toMatchObject({
      error: { code: 'BAD_DIMENSIONS' },
    });
    const truncated = png(64, 64).subarray(0, 60);
    expect((await upload('ui-badges.png', truncated)).json()).toMatchObject({
      error: { code: 'NOT_PNG' },
    });
    expect((await upload('ui-badges.png', Buffer.alloc(4 * 1024 * 1024 + 1))).statusCode).toBe(413);
    const player = await signIn();
    expect((await upload('ui-badges.png', png(64, 64), player.auth)).statusCode).toBe(403);
    const served = await call(admin.auth, 'GET', '/raw-sprites/ui-badges.png');
    expect(
      served.rawPayload.equals(readFileSync(path.join(SHIPPED_SPRITES_DIR, 'ui-badges.png'))),
    ).toBe(true);
  });
});

describe('saving extracted icons', () => {
  const icon = (name: string, size = 32, bytes = png(size, size)) => ({
    id: `client-${name}`,
    name,
    category: 'poker-chips',
    size,
    dataUrl: dataUrl(bytes),
  });

  it('stores valid icons, lists them publicly and serves each as PNG', async () => {
    const answer = await call(admin.auth, 'POST', '/api/save-extracted-icons', {
      icons: [
        icon('Red Chip'),
        icon("Driver's License", 64),
        icon('Red Chip', 32, png(32, 32, 90)),
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, saved: 2 });
    const list = await call(undefined, 'GET', '/api/icons');
    expect(list.json()).toMatchObject({
      total: 2,
      icons: [
        {
          name: "Driver's License",
          category: 'poker-chips',
          size: 64,
          url: "/api/icons/Driver's%20License",
        },
        { name: 'Red Chip', size: 32, url: '/api/icons/Red%20Chip' },
      ],
    });
    const served = await call(undefined, 'GET', '/api/icons/Red%20Chip');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png(32, 32, 90)), 'the later icon of a name wins').toBe(true);
    const [entry] = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'icons.save'));
    expect(entry).toMatchObject({ actorId: admin.userId, newValue: { saved: 2 } });
    expect((await call(undefined, 'GET', '/api/icons/Nothing')).statusCode).toBe(404);
  });

  it.each([
    ['not a PNG', icon('Gif', 32, Buffer.from('GIF89a'.padEnd(64, 'x'))), 'NOT_PNG'],
    ['the wrong size', icon('Wrong', 32, png(48, 48)), 'ICON_SIZE_MISMATCH'],
    [
      'oversized',
      { ...icon('Huge'), dataUrl: `data:image/png;base64,${'A'.repeat(70_000)}` },
      'VALIDATION_FAILED',
    ],
    ['a bad name', icon('<script>'), 'VALIDATION_FAILED'],
    ['a blank name', icon('   '), 'VALIDATION_FAILED'],
    ['an unknown category', { ...icon('Cat'), category: 'weapons' }, 'VALIDATION_FAILED'],
    ['an unknown size', { ...icon('Odd', 30, png(30, 30)) }, 'VALIDATION_FAILED'],
    [
      'a JPEG data URL',
      { ...icon('Jpeg'), dataUrl: 'data:image/jpeg;base64,AAAA' },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s with a 400 and saves nothing', async (_label, bad, code) => {
    const before = await database.db.select().from(extractedIcons);
    const answer = await call(admin.auth, 'POST', '/api/save-extracted-icons', {
      icons: [icon('Fine'), bad],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code } });
    expect(await database.db.select().from(extractedIcons)).toHaveLength(before.length);
  });

  it('is for admins only and needs at least one icon', async () => {
    const player = await signIn();
    const body = { icons: [icon('Sneaky')] };
    expect((await call(player.auth, 'POST', '/api/save-extracted-icons', body)).statusCode).toBe(
      403,
    );
    expect((await call(undefined, 'POST', '/api/save-extracted-icons', body)).statusCode).toBe(401);
    expect(
      (await call(admin.auth, 'POST', '/api/save-extracted-icons', { icons: [] })).statusCode,
    ).toBe(400);
  });
});
