/**
 * The big screen's address (spec console §2 "/warehouseScreen (hidden full-screen view)"): its own
 * entry (screen.html, src/screen/main.tsx), served for the path and every sub-path
 * (server/console-delivery.ts). ?warehouseNo= picks the warehouse; the console opens it as a page
 * of its own, never as a route of its app.
 */
export const SCREEN_PATH = '/warehouseScreen';

/** The big screen's paths with their query: `/warehouseScreen`, `/warehouseScreen?warehouseNo=WH-SEA`, `/warehouseScreen/...`. */
export const SCREEN_ROUTE = /^\/warehouseScreen(?:[/?#]|$)/;
