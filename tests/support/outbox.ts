import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The confirmation token in the newest email to `to` in DATA_DIR/outbox (the real mail path in
 * file mode): how tests confirm an address the way its owner does, by the link in the mail.
 */
export async function confirmationTokenFromOutbox(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const start = Date.now();
  const addressed = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  for (;;) {
    if (existsSync(outbox)) {
      for (const file of readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse()) {
        const raw = readFileSync(path.join(outbox, file), 'utf8');
        if (!addressed.test(raw)) continue;
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const token = text.match(/\/confirm-email\?token=([A-Za-z0-9_-]{43})/)?.[1];
        if (token) return token;
      }
    }
    if (Date.now() - start > timeoutMs) throw new Error(`no confirmation email to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
