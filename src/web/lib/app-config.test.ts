import { expect, it } from 'vitest';
import { shellWithConfig } from '../../server/http/page-shell';
import { configInPage } from './app-config';

const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const indexHtml = '<!doctype html><html><head><title>Ada</title></head><body></body></html>';

it('reads the config the server wrote into the page, whatever its characters', () => {
  const config = { bookUrl: 'https://books.example/?q=ada&x="<b>"' };
  expect(configInPage(page(shellWithConfig(indexHtml, config)))).toEqual(config);
});

it('has none when the page came from the service worker cache, or the meta is not valid', () => {
  expect(configInPage(page(indexHtml))).toBeUndefined();
  expect(
    configInPage(page('<head><meta name="ada-config" content="{oops"></head>')),
  ).toBeUndefined();
  expect(
    configInPage(page('<head><meta name="ada-config" content="{&quot;bookUrl&quot;:3}"></head>')),
  ).toBeUndefined();
});
