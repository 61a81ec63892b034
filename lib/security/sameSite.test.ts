import { refusalOfCrossSite } from './sameSite';

function request(headers: Record<string, string>, url = 'http://localhost:3000/api/session') {
  return { headers: new Headers({ host: new URL(url).host, ...headers }), nextUrl: new URL(url) };
}
const env = { PUBLIC_URL: 'https://m.example.com' };
const json = { 'content-type': 'application/json' };

it.each([
  ['our own page (fetch)', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', ...json }],
  ['our public address behind a proxy', { origin: 'https://m.example.com', ...json }],
  ['no browser (no Origin, no Sec-Fetch-Site)', json],
  ['JSON with a charset', { 'content-type': 'application/json; charset=utf-8' }],
])('lets %s through', (_name, headers) => {
  expect(refusalOfCrossSite(request(headers), { json: true }, env)).toBeUndefined();
});

it.each([
  ["another site's form", { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', ...json }],
  ['a sibling subdomain', { 'sec-fetch-site': 'same-site', ...json }],
  ['another origin without Sec-Fetch-Site', { origin: 'https://evil.example', ...json }],
  ['another port of this host', { origin: 'http://localhost:4000', ...json }],
  ['a null origin (sandboxed frame)', { origin: 'null', ...json }],
])('refuses %s (403)', (_name, headers) => {
  expect(refusalOfCrossSite(request(headers), { json: true }, env)).toEqual({
    status: 403,
    message: 'cross-site request refused',
  });
});

it.each([
  ['text/plain (a form without a preflight)', { 'content-type': 'text/plain' }],
  ['a urlencoded form', { 'content-type': 'application/x-www-form-urlencoded' }],
  ['no content type', {}],
])('takes JSON only where asked: refuses %s (415)', (_name, headers) => {
  expect(refusalOfCrossSite(request({ 'sec-fetch-site': 'same-origin', ...headers }), { json: true }, env)).toEqual({
    status: 415,
    message: 'JSON only',
  });
  expect(refusalOfCrossSite(request({ 'sec-fetch-site': 'same-origin', ...headers }), {}, env)).toBeUndefined();
});
