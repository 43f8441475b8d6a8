// Types of haproxy-config.mjs for its TypeScript users (the cluster tests).
export const workspaceRoot: string;
export const deployConfigFile: string;
export function clusterHaproxyConfig(
  options: { httpsPort: number; httpPort: number; apiPorts: number[]; certificateFile: string; socketFile: string },
  deployText?: string,
): string;
