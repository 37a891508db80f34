import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translators';
import { makeUser } from '../../../../tests/support/factories';
import { startSmtpServer, type ReceivedMail } from '../../../../tests/support/smtp';
import { api, cookiesFrom, createTestApp, type TestApp } from '../../../../tests/support/test-app';

// The server speaks the request's language (docs/product/languages.md,
// docs/decisions/315-the-server-says-words-not-text.md): every refusal's `message` and every email,
// in Spanish for someone who reads Spanish, through a real SMTP server. English stays word for word
// as it was (the other API tests say so).

const en = translatorFor('en');
const es = translatorFor('es');
const spanishBrowser = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  const start = Date.now();
  for (;;) {
    const mail = smtp.received.find((x) => x.to === to && x.subject === subject);
    if (mail) return mail;
    if (Date.now() - start > 10_000) {
      throw new Error(`no "${subject}" mail to ${to}; got ${smtp.received.filter((x) => x.to === to).map((x) => x.subject).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('refusals in the request’s language', () => {
  it('answers a wrong password in Spanish for es-MX, and for the lang=es cookie, and in English otherwise', async () => {
    const user = makeUser();
    expect((await api(t.app, 'POST', '/api/register', { body: user.payload })).statusCode).toBe(201);
    const body = { email: user.email, password: 'not-the-password' };

    const byBrowser = await api(t.app, 'POST', '/api/login', { body, headers: spanishBrowser });
    expect(byBrowser.statusCode).toBe(401);
    expect(byBrowser.json()).toEqual({ message: 'Ese correo y esa contraseña no coinciden. Inténtalo de nuevo.' });

    const byCookie = await api(t.app, 'POST', '/api/login', { body, cookie: 'lang=es' });
    expect(byCookie.json().message).toBe(es('server.auth.wrongLogin'));

    // The cookie (the person's choice) wins over the browser's language.
    const chosenEnglish = await api(t.app, 'POST', '/api/login', { body, cookie: 'lang=en', headers: spanishBrowser });
    expect(chosenEnglish.json().message).toBe('That email and password do not match. Please try again.');
  });

  it('says what is wrong with the input in Spanish, naming the field in English', async () => {
    const missing = await api(t.app, 'POST', '/api/login', { body: { password: 'x' }, headers: spanishBrowser });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Campo no válido "email": Escribe tu correo electrónico.');

    const short = await api(t.app, 'POST', '/api/register', {
      body: { ...makeUser().payload, password: '123' },
      cookie: 'lang=es',
    });
    expect(short.json().message).toBe('Campo no válido "password": La contraseña debe tener al menos 6 caracteres.');

    // The same in English, word for word as before.
    const english = await api(t.app, 'POST', '/api/login', { body: { password: 'x' } });
    expect(english.json().message).toBe('Invalid field "email": Please type your email address.');

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...spanishBrowser },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(es('server.http.badJson'));

    const unstorable = await api(t.app, 'POST', '/api/login', { body: { email: 'a\u0000b', password: 'x' }, headers: spanishBrowser });
    expect(unstorable.statusCode).toBe(400);
    expect(unstorable.json().message).toBe(
      'Campo no válido "email": tiene un carácter que no se puede guardar (un carácter NUL o medio emoji).',
    );
  });

  it('answers an unknown address, another site’s write and a guest’s private route in Spanish', async () => {
    const missing = await api(t.app, 'GET', '/api/no-such-thing', { headers: spanishBrowser });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No pudimos encontrar eso.' });

    const crossSite = await api(t.app, 'POST', '/api/login', {
      body: {},
      headers: { ...spanishBrowser, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(es('server.http.crossSite'));

    const guest = await api(t.app, 'GET', '/api/user', { cookie: 'lang=es' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Primero inicia sesión.');
  });

  it('says a success’s message in Spanish too', async () => {
    const out = await api(t.app, 'POST', '/api/logout', { headers: spanishBrowser });
    expect(out.json()).toEqual({ message: 'Cerraste sesión.' });
  });
});

describe('emails in the recipient’s language', () => {
  it('sends a grown-up who signed up in Spanish the confirmation and the consent email in Spanish', async () => {
    const user = makeUser({ firstName: 'Lucía' });
    const signUp = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
      cookie: 'lang=es',
    });
    expect(signUp.statusCode).toBe(201);

    const welcome = await mailTo(user.email, es('email.welcome.subject'));
    expect(welcome.subject).toBe('¡Te damos la bienvenida a Ada\'s Code Adventures!');
    expect(welcome.text).toContain('Hola, Lucía:');
    expect(welcome.text).toContain(es('email.notice.intro'));
    expect(welcome.text).toContain('Quién más lo recibe: nadie.');
    expect(welcome.text).toMatch(/¿Das clases\? Crea tu clase en tu página Clases: .*\/classes\n/);
    expect(welcome.text).not.toContain(en('email.notice.intro'));
    expect(welcome.text).toMatch(/\/confirm-email\?token=[A-Za-z0-9_-]{43}/);

    // The notice again, asked for later: the account's language, whatever the browser says.
    const cookie = `${cookiesFrom(signUp)}; lang=es`;
    const again = await api(t.app, 'POST', '/api/consent/request', { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(es('server.family.consentSent', { email: user.email }));
    const consent = await mailTo(user.email, 'Confirma, por favor: tus hijos e hijas en Ada\'s Code Adventures');
    expect(consent.text).toContain('Hola, Lucía:');
    expect(consent.text).toContain(es('email.onceIgnore'));
    expect(consent.text).toContain('¡Que te diviertas programando!');
  });

  it('keeps the English emails word for word for an English sign-up', async () => {
    const user = makeUser();
    expect((await api(t.app, 'POST', '/api/register', { body: user.payload })).statusCode).toBe(201);
    const welcome = await mailTo(user.email, "Welcome to Ada's Code Adventures!");
    expect(welcome.text).toContain(`Hi ${user.firstName}!`);
    expect(welcome.text).toContain("Welcome to Ada's Code Adventures! Your account is ready, and Ada can't wait to start coding with you.");
    expect(welcome.text).toContain("Happy coding!\nAda and the Ada's Code Adventures team");
  });
});
