/**
 * Security headers of every answer (issue 11 defect 6) through helmet: a Content-Security-
 * Policy that the console, the big screen and the API documentation pass, no framing by any page
 * (frame-ancestors 'none' and X-Frame-Options DENY), X-Content-Type-Options nosniff and
 * Referrer-Policy no-referrer, with helmet's other defaults.
 *
 * The policy allows only the server's own scripts (no inline script, no eval), its own connections
 * (calls and the /productWebSocket socket: 'self' matches ws/wss of the same host), images and fonts
 * from itself, data: and blob: (the icon, canvases of the charts and the 3D view), frames from
 * itself and blob: (the kiosk prints its ticket PDF through a hidden blob: frame), and inline
 * styles, which antd's CSS-in-JS and echarts write at run time. No upgrade-insecure-requests and no
 * HSTS: plain HTTP on a LAN must keep working; the TLS-terminating proxy sets HSTS.
 *
 * The headers are the same on every answer, so helmet computes them once when the app is built
 * and every request gets the same header object (issue 29: @fastify/helmet ran helmet's
 * middleware, rebuilding each value, on every request).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** helmet's headers for the options above, computed once by running its middleware on a stand-in answer. */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the security headers on every answer of `app`. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
