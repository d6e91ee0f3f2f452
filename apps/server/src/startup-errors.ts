import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

// Start-up fails with one line a person can act on, like a bad configuration value does
// (docs/operations.md#start-and-stop): which piece, where, why, and the variable to change.

export type StartupStep = 'config' | 'data-dir' | 'database' | 'redis' | 'listen';

export interface StartupContext {
  dataDir?: string;
  databaseUrl?: string;
  redisUrl?: string;
  host?: string;
  port?: number;
}

const FILE_SYSTEM_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC']);
const BAD_HOST_CODES = new Set(['EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EINVAL']);

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function reason(error: unknown): string {
  const code = errorCode(error);
  if (code) return code;
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  return error instanceof Error ? error.message : String(error);
}

/** host:port of a service URL, never its credentials. */
function where(url: string | undefined): string {
  if (!url) return 'the configured address';
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return 'the configured address';
  }
}

function dataDirLine(error: unknown, context: StartupContext): string {
  return `DATA_DIR ${context.dataDir ?? ''} is not writable (${reason(error)}): set DATA_DIR to a directory this user can write.`;
}

/** The one line printed when start-up fails at `step`. */
export function describeStartupFailure(
  step: StartupStep,
  error: unknown,
  context: StartupContext,
): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  const code = errorCode(error);
  if (code && FILE_SYSTEM_CODES.has(code) && step !== 'listen') return dataDirLine(error, context);
  switch (step) {
    case 'database':
      return context.databaseUrl
        ? `Cannot reach PostgreSQL at ${where(context.databaseUrl)} (${reason(error)}): check DATABASE_URL and that the server is running.`
        : `The embedded database in ${context.dataDir ?? 'DATA_DIR'} could not be opened (${reason(error)}).`;
    case 'redis':
      return `Cannot reach Redis at ${where(context.redisUrl)} (${reason(error)}): check REDIS_URL and that Redis is running.`;
    case 'listen':
      if (code === 'EADDRINUSE') {
        return `Port ${context.port ?? ''} on ${context.host ?? ''} is already in use: stop the other process or set PORT to a free port.`;
      }
      if (code === 'EACCES') {
        return `Port ${context.port ?? ''} needs more privileges than this user has: set PORT to 1024 or above.`;
      }
      if (code && BAD_HOST_CODES.has(code)) {
        return `HOST ${context.host ?? ''} is not an address this machine can listen on (${code}): set HOST to 127.0.0.1, 0.0.0.0 or one of its addresses.`;
      }
      return `The server could not listen on ${context.host ?? ''}:${context.port ?? ''} (${reason(error)}).`;
    case 'config':
      return `The configuration could not be read (${reason(error)}).`;
    case 'data-dir':
      return dataDirLine(error, context);
  }
}
