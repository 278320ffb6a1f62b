// Sends oversized bodies to the emulator from its own process (the server must not share this event loop, or the
// race between its early answer and our writes never shows) and prints what each try got, as JSON on one line.
// Usage: node oversized.mjs <url> <token> <tries> <megabytes>
import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import process from 'node:process';
import { URL } from 'node:url';

const [url, token, tries, megabytes] = process.argv.slice(2);
const size = Number(megabytes) * 1024 * 1024;

/** One POST of `size` bytes, with a content-length or chunked; resolves to "<status> <content-type>" or "ERR <code>". */
function send(chunked) {
  return new Promise((resolve) => {
    const target = new URL(url);
    const headers = { authorization: token, 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = size;
    const req = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let message = '';
          try {
            message = JSON.parse(text).message;
          } catch {
            message = `not JSON: ${text.slice(0, 40)}`;
          }
          resolve(`${res.statusCode} ${message}`);
        });
        res.on('error', (e) => resolve(`ERR ${e.code ?? e.message}`));
      },
    );
    req.on('error', (e) => resolve(`ERR ${e.code ?? e.message}`));
    const chunk = Buffer.alloc(64 * 1024, 32);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const answers = [];
for (let i = 0; i < Number(tries); i++) answers.push(await send(i % 2 === 1));
process.stdout.write(`${JSON.stringify(answers)}\n`);
