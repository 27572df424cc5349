/**
 * The local print agent (spec console §7 Printing "local printer service (printer list, print)",
 * §9 local printer timeout 1500 ms; docs/decisions/0445): the server sends ZPL II to a network
 * label printer over raw TCP (the "port 9100" / JetDirect protocol every Zebra-compatible printer
 * listens on), so a console without a printer driver prints labels on the dock's printer.
 *
 * Printers are configured, never named by the caller: WMS_LABEL_PRINTERS is a comma list of
 * `NAME=host[:port]` (port 9100 when left out), e.g. `DOCK1=10.0.4.21,OFFICE=zebra.lan:9100`; a
 * call can only reach these addresses. WMS_PRINTER_TIMEOUT_MS (default 1500) bounds connecting and
 * sending.
 *
 * - ILocalPrinterService/getprinterlist {} -> [{ printerName, host, port }]
 * - ILocalPrinterService/print { printerName, zpl } -> { printerName, bytes }: the ZPL (what
 *   IReportPrintService/print answers for printer 'ZPL', decoded; at most ZPL_MAX_BYTES, starting
 *   with ^XA) written as it is and the connection closed once the printer took it.
 * Both need isPrint on a label print page (label, container, cell print). Errors:
 * VALIDATION_FAILED (unknown printer, no ^XA, too long), PRINT_FAILED (refused, unreachable or
 * timed out; nothing is retried, the user prints again).
 */
import { Socket } from 'node:net';
import { z } from 'zod';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

export const DEFAULT_PRINTER_PORT = 9100;
export const ZPL_MAX_BYTES = 1024 * 1024;
const SERVICE = 'ILocalPrinterService';
const PRINT_PAGES = { menuNo: '100401', alsoOn: ['100402', '100403', '100404'] } as const;

export type NetworkPrinter = { printerName: string; host: string; port: number };

/** The printers of WMS_LABEL_PRINTERS (read at each call, so a changed setting applies after a restart or in tests). */
export function configuredPrinters(setting = process.env.WMS_LABEL_PRINTERS ?? ''): NetworkPrinter[] {
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name, address = ''] = entry.split('=');
      const [host, port] = address.trim().split(':');
      return { printerName: name.trim(), host, port: port ? Number(port) : DEFAULT_PRINTER_PORT };
    })
    .filter((printer) => printer.printerName && printer.host && Number.isInteger(printer.port) && printer.port > 0 && printer.port < 65536);
}

function timeoutMs(): number {
  const value = Number(process.env.WMS_PRINTER_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 1500;
}

/** Writes `payload` to host:port over raw TCP and resolves once it is sent and the socket closed; rejects with PRINT_FAILED. */
export function sendRaw(printer: NetworkPrinter, payload: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const fail = () => {
      socket.destroy();
      reject(new AppError('PRINT_FAILED'));
    };
    socket.setTimeout(timeoutMs(), fail);
    socket.once('error', fail);
    socket.connect(printer.port, printer.host, () => socket.end(payload, () => resolve()));
  });
}

const printSchema = z.object({
  printerName: z.string().trim().min(1, 'validation.required').max(40),
  zpl: z.string().min(1, 'validation.required'),
});

export const printAgentCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getprinterlist',
    summary: 'The network label printers the server can print to',
    permission: { menuNo: PRINT_PAGES.menuNo, flag: 'isPrint', alsoOn: PRINT_PAGES.alsoOn },
    input: z.object({}).passthrough(),
    handle: async () => configuredPrinters(),
  }),
  defineCall({
    service: SERVICE,
    method: 'print',
    write: true,
    summary: 'Send ZPL II to a configured network label printer (raw TCP, port 9100)',
    permission: { menuNo: PRINT_PAGES.menuNo, flag: 'isPrint', alsoOn: PRINT_PAGES.alsoOn },
    input: printSchema,
    handle: async ({ printerName, zpl }) => {
      const printer = configuredPrinters().find((p) => p.printerName === printerName);
      if (!printer) throw fieldError([{ field: 'printerName', message: 'validation.unknownRef', params: { value: printerName } }]);
      const payload = Buffer.from(zpl, 'utf8');
      if (payload.length > ZPL_MAX_BYTES) throw fieldError([{ field: 'zpl', message: 'validation.textTooLong', params: { max: ZPL_MAX_BYTES } }]);
      if (!zpl.trimStart().startsWith('^XA')) throw fieldError([{ field: 'zpl', message: 'validation.zplLabel' }]);
      await sendRaw(printer, payload);
      return { printerName, bytes: payload.length };
    },
  }),
];
