import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';

// The build prerenders the landing and the static pages and lists them in prerendered.json
// (docs/decisions/036-prerendered-landing.md); the server sends each for its path.
const webDist = mkdtempSync(path.join(tmpdir(), 'jokerwise-web-dist-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
const page = (name: string) =>
  `<html><body><div id="root" data-page="${name}"></div></body></html>`;
writeFileSync(path.join(webDist, 'index.html'), page('index'));
writeFileSync(path.join(webDist, 'landing.html'), page('landing'));
writeFileSync(path.join(webDist, 'faq.html'), page('faq'));
writeFileSync(
  path.join(webDist, 'prerendered.json'),
  JSON.stringify({ '/': 'landing.html', '/faq': 'faq.html', '/privacy-policy': 'missing.html' }),
);

const { app } = await buildTestApp({ webDist });

const servedPage = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toBe('no-cache');
  return /data-page="(\w+)"/.exec(response.body)?.[1];
};

describe('prerendered pages', () => {
  it.each([
    ['/', 'landing'],
    ['/faq', 'faq'],
    ['/faq/', 'faq'],
    ['/faq?from=footer', 'faq'],
    ['/dashboard', 'index'],
    // Listed, but the build has no such file: the app draws it.
    ['/privacy-policy', 'index'],
  ])('answers %s with the %s page', async (url, expected) => {
    expect(await servedPage(url)).toBe(expected);
  });

  it('keeps the manifest and the page files to itself', async () => {
    expect(await servedPage('/prerendered.json')).toBe('index');
    expect(await servedPage('/faq.html')).toBe('index');
  });
});
