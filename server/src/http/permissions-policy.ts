import type { FastifyInstance } from 'fastify';

/**
 * The browser features no page of Keelson uses, refused to the app and to anything it might embed: sensors, camera,
 * microphone, screen capture, location, payment, the device buses (HID, serial, USB, MIDI), and the rest below. Only
 * names Chromium recognizes, so that the header costs no console error. Not listed, so still allowed to the app itself:
 * the clipboard (the copy buttons of read-only links) and fullscreen.
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ');

/** Permissions-Policy on every answer, pages, API calls and errors alike, set before anything else can answer. */
export function registerPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}
