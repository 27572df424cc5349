const { launch, attach, log, dump } = require('./lib.cjs');
const B='http://127.0.0.1:9102', S='/tmp/walk27/';
const sleep = ms => new Promise(r=>setTimeout(r,ms));
(async () => {
  const b = await launch();
  const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', storageState: '/tmp/walk27/state.json' });
  const p = await ctx.newPage(); attach(p, 'dash');
  await p.goto(B+'/dashboard', { waitUntil: 'domcontentloaded' });
  await p.getByRole('button', { name: 'Open big screen' }).first().waitFor({ timeout: 30000 });
  const n = await p.getByRole('button', { name: 'Open big screen' }).count();
  for (let i = 0; i < n; i++) {
    const t0 = Date.now();
    const [pop] = await Promise.all([ctx.waitForEvent('page', { timeout: 10000 }).catch(()=>null), p.getByRole('button', { name: 'Open big screen' }).nth(i).click()]);
    if (!pop) { console.log('card', i, 'no popup; url', p.url()); continue; }
    attach(pop, 'screen'+i);
    await pop.waitForLoadState('domcontentloaded');
    let badge='';
    for (let k=0;k<30;k++){ await sleep(1000); const tx = await pop.innerText('body').catch(()=> ''); if (/\bLive\b/.test(tx)) { badge='Live after '+(Date.now()-t0)+'ms'; break; } }
    await sleep(2000);
    console.log('card', i, pop.url(), badge, 'viewport', JSON.stringify(pop.viewportSize()));
    console.log((await pop.innerText('body')).replace(/\n+/g,' / ').slice(0,800));
    await pop.screenshot({ path: S+`07-bigscreen-from-card${i}.png` });
    await pop.close(); await sleep(500);
    const m = p.locator('.ant-modal-wrap:visible');
    if (await m.count()) { console.log('MODAL on dashboard:', (await m.first().innerText()).replace(/\n+/g,' / ')); await p.screenshot({ path: S+`07b-dashboard-modal-after-card${i}.png` }); const btns = await m.first().locator('button').allInnerTexts(); console.log('modal buttons', btns); await m.first().locator('button').last().click(); await sleep(800); }
  }
  // sign out via the user menu
  await p.getByText('Administrator', { exact: true }).first().click(); await sleep(800);
  await p.screenshot({ path: S+'08-usermenu.png' });
  console.log('MENU', (await dump(p)).filter(s=>/menuitem|LI|sign|log/i.test(s)).join('\n'));
  const so = p.getByText(/Sign out|Log out|Logout/i).first();
  await so.click(); await sleep(1500);
  const conf = p.getByRole('button', { name: /^(OK|Yes|Confirm|Sign out)$/i });
  if (await conf.count()) { await conf.first().click(); await sleep(1500); }
  console.log('AFTER SIGNOUT', p.url());
  await p.screenshot({ path: S+'09-after-signout.png' });
  // direct wall URL
  await p.goto(B+'/warehouseScreen?warehouseNo=WH-SEA', { waitUntil: 'domcontentloaded' }); await sleep(3000);
  console.log('DIRECT', p.url(), (await p.innerText('body')).replace(/\n+/g,' / ').slice(0,300));
  await p.screenshot({ path: S+'10-wall-direct-signedout.png' });
  console.log('DUMP', (await dump(p)).join('\n'));
  await ctx.storageState({ path: '/tmp/walk27/state-out.json' });
  console.log(log.join('\n'));
  await b.close();
})();
