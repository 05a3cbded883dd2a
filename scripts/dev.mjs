// Development: the server with reload on the embedded database (port 3000) and Vite's dev server
// (port 5173), which proxies /api and /auth to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@keelson/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@keelson/web'], { stdio: 'inherit' }),
];

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
