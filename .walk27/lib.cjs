const { chromium } = require('playwright-core');
const log = [];
function attach(page, tag) {
  page.on('pageerror', e => log.push(`[${tag}] PAGEERROR ${e.message.split('\n')[0]}`));
  page.on('console', m => { if (m.type() === 'error' || m.type()==='warning') log.push(`[${tag}] console.${m.type()} ${m.text().slice(0,200)}`); });
  page.on('requestfailed', r => log.push(`[${tag}] REQFAILED ${r.method()} ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', r => { if (r.status() >= 400) log.push(`[${tag}] HTTP ${r.status()} ${r.request().method()} ${r.url()}`); });
}
async function launch() { return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] }); }
async function dump(page) {
  return page.evaluate(() => {
    const els = [...document.querySelectorAll('input,button,a,select,[role=button],[role=menuitem],[role=combobox]')];
    return els.filter(e => e.offsetParent !== null || e.getClientRects().length).map(e => `${e.tagName} type=${e.type||''} name=${e.name||''} ph=${e.placeholder||''} aria=${e.getAttribute('aria-label')||''} text=${(e.innerText||e.value||'').trim().slice(0,50).replace(/\n/g,' | ')}`);
  });
}
module.exports = { launch, attach, log, dump };
