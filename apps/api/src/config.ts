export interface ServerConfig {
  port: number;
  host: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT "${env.PORT}" is not a port`);
  // "::" listens on IPv6 and IPv4 alike, so both localhost and *.localhost reach it.
  return { port, host: env.HOST ?? '::' };
}
