/**
 * The supplier's journey of issue 23 in en-US and zh-CN, each step reached by clicking what a
 * person sees, from /login on: a supplier user of the Northwind demo supplier S001 (the seeded
 * role `supplier`) picks its language on the login page, signs in, takes an order line from its
 * to-do list to Order answer (the line selected and in view) and accepts it, creates an ASN of that line on two pallets on
 * Delivery creation, prints the ASN's SSCC labels and ASN document (the PDFs the browser gets are
 * read back by OCR: ASN number, supplier name, item name and, in zh-CN, Chinese labels); the
 * purchaser (admin, in the same language) approves the ASN on ASN approval; the supplier books a
 * dock slot from its to-do list's "Book" (the ASN chosen); the purchaser confirms it on Dock appointments; the supplier's ASN list and ASN
 * tracking (the ASN opened by a click on its row) then show the ASN shipped and its appointment confirmed.
 */
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/server/i18n.ts';
import { LANGUAGE_NAMES } from '../../src/shared/i18n/languages.ts';
import { ADMIN_PASSWORD } from '../support/constants.ts';
import { ocrForm, pdfOcrText } from '../support/pdf-ocr.ts';
import { USER_PASSWORD } from '../support/users.ts';
import { activePage, chooseOption, confirmOk, type Console, messageShown, newPage, POLL, screenshotOnFailure, signIn, startConsole, UNTRANSLATED_KEY } from './browser.ts';
import { createSupplierUser, openStaffPage, openSupplierPage, type Locale } from './portal-pages.ts';

const SUPPLIER = 'nw-exotic';
let c: Console;
let supplier: Page | undefined;
let purchaser: Page | undefined;
let failed: Page | undefined;

beforeAll(async () => {
  c = await startConsole();
  await createSupplierUser(c, SUPPLIER, 'S001');
});
afterEach((context) => screenshotOnFailure(failed, context));
afterAll(() => c?.close());

const rows = (page: Page) => activePage(page).locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** Ticks the row containing `text` of the list in front. */
async function selectRow(page: Page, text: string): Promise<void> {
  await rowOf(page, text).locator('.ant-checkbox-input').check();
}

/** Waits until the element is inside the window (scrolled into view). */
async function expectInView(element: Locator): Promise<void> {
  await expect.poll(async () => {
    const box = await element.boundingBox();
    const { height } = element.page().viewportSize()!;
    return box !== null && box.y >= 0 && box.y + box.height <= height;
  }, POLL).toBe(true);
}

/** A button's accessible name: antd spaces out a label of two Chinese characters ("预 约"). */
const buttonName = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

/** Opens /login in an en-US browser, picks `locale` with the login page's language button and signs in. */
async function signInAs(locale: Locale, userNo: string, pwd: string): Promise<Page> {
  const page = await newPage(c, 'en-US');
  failed = page;
  await page.goto(`${c.baseUrl}/login`);
  await page.locator('.wms-login-language').selectOption({ label: LANGUAGE_NAMES[locale] });
  await expect.poll(() => page.locator('html').getAttribute('lang'), POLL).toBe(locale);
  await signIn(page, userNo, pwd);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

/** Clicks `button` and answers the PDF the server sent for `method`, after its window opened. */
async function printedPdf(page: Page, method: string, button: string): Promise<Buffer> {
  const [answer, popup] = await Promise.all([
    page.waitForResponse((response: Response) => response.url().endsWith(`/ISrmAsnService/${method}`)),
    page.waitForEvent('popup'),
    activePage(page).getByTestId(button).click(),
  ]);
  expect(popup.url()).toMatch(/^blob:/);
  await popup.close();
  return Buffer.from((await answer.json()).data.content, 'base64');
}

/** No dictionary key and, in zh-CN, none of `english` on the page in front. */
async function expectTranslated(page: Page, locale: Locale, english: string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(UNTRANSLATED_KEY);
  if (locale === 'zh-CN') for (const word of english) expect(text).not.toContain(word);
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

describe.each(['en-US', 'zh-CN'] as const)("the supplier's journey in %s", (locale) => {
  const t = translator(locale);
  /** The confirmation's OK as antd labels it in the page's language. */
  const ok = locale === 'en-US' ? 'OK' : buttonName('确定');
  let asnNo: string;
  let itemName: string;

  it('should answer an order line from the to-do list and create an ASN of it on two pallets', async () => {
    supplier = await signInAs(locale, SUPPLIER, USER_PASSWORD);
    const todo = supplier.getByTestId('todo-orderLines');
    await expect.poll(() => todo.innerText(), POLL).toContain(t('portal.todo.orderLines'));
    await expectTranslated(supplier, locale, ['Order lines', 'Answer within', 'Nothing to do']);
    const answerLink = todo.locator('[data-testid^=todo-answer-]').first();
    const lineId = (await answerLink.getAttribute('data-testid'))!.replace('todo-answer-', '');
    await answerLink.click();
    // Order answer opens at the to-do's line, selected and in view.
    const pending = activePage(supplier).locator(`tr.ant-table-row-selected[data-row-key="${lineId}"]`);
    await pending.waitFor();
    await expectInView(pending);
    // The line shows its item's name beside the supplier's own code: the name is what the labels print.
    itemName = (await pending.innerText()).match(/\t([^\t]+)\tV001-\d{4}/)![1];
    const line = (await pending.innerText()).match(/PO-S001\t(\d+)/)![1];
    await activePage(supplier).getByTestId('answer-accept').click();
    await confirmOk(supplier, ok);
    await messageShown(supplier, t('portal.done', { action: t('portal.action.accept'), count: 1 }));
    await expect.poll(() => rowOf(supplier!, itemName).innerText(), POLL).toMatch(new RegExp(`${t('enum.ANSWER_STATUS.1')}[\\s\\S]*\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));
    await expectTranslated(supplier, locale, ['Accepted', 'Answered at']);

    await openSupplierPage(supplier, locale, 'deliveryCreate');
    const form = activePage(supplier);
    await selectRow(supplier, itemName);
    await form.getByTestId('delivery-add-lines').click();
    await form.getByTestId('delivery-qty-1').locator('input').fill('10');
    for (const [field, value] of [['deliveryDate', today()], ['expectedArrivalDate', tomorrow()]] as const) {
      await form.locator(`#${field}`).fill(value);
      await form.locator(`#${field}`).press('Enter');
    }
    await form.getByTestId('delivery-carNo').fill('WA-2323');
    for (const pallet of [1, 2]) {
      await form.getByTestId('add-pallet').click();
      await chooseOption(supplier, form.getByTestId(`pack-line-${pallet}-1-1`), `1. PO-S001 / ${line}`);
      await form.getByTestId(`pack-qty-${pallet}-1-1`).locator('input').fill('5');
    }
    await expectTranslated(supplier, locale, ['Pallet', 'Carton', 'Delivery date']);
    const [created] = await Promise.all([
      supplier.waitForResponse((response) => response.url().endsWith('/ISrmAsnService/addasn')),
      form.getByTestId('delivery-create').click(),
    ]);
    asnNo = (await created.json()).data.asnNo;
    await messageShown(supplier, t('portal.delivery.created', { asnNo }));
  });

  it('should print the SSCC labels and the ASN document, both legible', async () => {
    await openSupplierPage(supplier!, locale, 'asn');
    await selectRow(supplier!, asnNo);
    expect(await rowOf(supplier!, asnNo).innerText()).toContain(t('enum.ASN_STATUS.0'));
    const labels = await pdfOcrText(await printedPdf(supplier!, 'printasnlabels', 'asn-print-labels'));
    const document = await pdfOcrText(await printedPdf(supplier!, 'printasndocument', 'asn-print-document'));
    for (const text of [asnNo, 'Exotic Liquids', itemName]) {
      expect(labels).toContain(ocrForm(text));
      expect(document).toContain(ocrForm(text));
    }
    expect(labels).toContain(ocrForm(t('portal.printout.palletOf', { seq: 2, count: 2 })));
    expect(document).toContain(ocrForm(t('portal.asnLines')));
    if (locale === 'zh-CN') {
      expect(labels).toContain(ocrForm(t('field.warehouseNo')));
      expect(document).toContain(ocrForm(t('field.supplierNo')));
    }
  });

  it('should let the purchaser approve the ASN and the supplier book a dock slot for it', async () => {
    purchaser = await signInAs(locale, 'admin', ADMIN_PASSWORD);
    await openStaffPage(purchaser, locale, '/offsite/purchase/asn');
    await selectRow(purchaser, asnNo);
    await activePage(purchaser).getByTestId('asn-approve').click();
    await confirmOk(purchaser, ok);
    await messageShown(purchaser, t('portal.done', { action: t('portal.action.approve'), count: 1 }));
    await expect.poll(() => rowOf(purchaser!, asnNo).innerText(), POLL).toContain(t('enum.ASN_STATUS.2'));

    failed = supplier;
    // Home's to-do list: "Book" opens the dock booking page with the ASN chosen.
    await supplier!.locator('.wms-tabs .ant-tabs-tab').first().click();
    await supplier!.getByTestId('supplier-todo').getByRole('button', { name: buttonName(t('portal.todo.refresh')) }).click();
    await supplier!.getByTestId(`todo-book-${asnNo}`).click();
    const chosen = activePage(supplier!).locator('tr.ant-table-row-selected');
    await expect.poll(() => chosen.innerText(), POLL).toContain(asnNo);
    await expectInView(chosen);
    const book = activePage(supplier!).getByTestId('dock-slots').getByRole('button', { name: buttonName(t('yard.booking.book')) }).and(supplier!.locator(':enabled')).first();
    await book.click();
    await confirmOk(supplier!, ok);
    await messageShown(supplier!, t('yard.booking.booked', { slot: '\u0000', doorNo: '' }).split('\u0000')[0]);
    await expect.poll(() => activePage(supplier!).getByTestId('dock-booking-mine').innerText(), POLL).toContain(t('portal.timeline.appointmentStatus.booked'));
    await expectTranslated(supplier!, locale, ['Book', 'Door', 'free', 'Your appointment']);
  });

  it('should let the purchaser confirm the appointment, and the supplier see the ASN shipped and its appointment confirmed', async () => {
    failed = purchaser;
    await openStaffPage(purchaser!, locale, '/inbound/dock/appointment');
    await selectRow(purchaser!, asnNo);
    await activePage(purchaser!).getByRole('button', { name: buttonName(t('yard.page.confirm')) }).click();
    await messageShown(purchaser!, t('yard.page.done'));
    await expect.poll(() => rowOf(purchaser!, asnNo).innerText(), POLL).toContain(t('enum.APPOINTMENT_STATUS.confirmed'));
    await expectTranslated(purchaser!, locale, ['Confirm', 'Booked', 'Confirmed']);
    await purchaser!.close();

    failed = supplier;
    await openSupplierPage(supplier!, locale, 'asnTracking');
    // A click on the row opens its steps.
    await rowOf(supplier!, asnNo).click();
    expect(await rowOf(supplier!, asnNo).innerText()).toContain(t('enum.ASN_STATUS.2'));
    const timeline = activePage(supplier!).locator('.ant-timeline');
    await expect.poll(() => timeline.innerText(), POLL).toContain(t('portal.timeline.appointmentStatus.confirmed'));
    await expectTranslated(supplier!, locale, ['Approved', 'Appointment', 'Confirmed', 'Shipped']);
    await supplier!.close();
  });
});
