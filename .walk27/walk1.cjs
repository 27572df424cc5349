const { launch, attach, log, dump } = require('./lib.cjs');
const B='http://127.0.0.1:9102', S='/tmp/walk27/';
const sleep = ms => new Promise(r=>setTimeout(r,ms));
(async () => {
  const b = await launch();
  const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const p = await ctx.newPage(); attach(p, 'w1');
  let clicks = 0;
  await p.goto(B+'/login', { waitUntil: 'networkidle' });
  // empty field
  await p.fill('input[name=userNo]', 'admin'); clicks++;
  await p.click('button[type=submit]'); clicks++; await sleep(1200);
  await p.screenshot({ path: S+'02-login-empty-pwd.png' });
  console.log('EMPTY:', p.url(), (await p.innerText('body')).replace(/\n+/g,' / ').slice(0,400));
  console.log('validity:', await p.evaluate(()=>document.querySelector('input[name=pwd]').validationMessage));
  // wrong password
  await p.fill('input[name=pwd]', 'wrongpass'); await p.click('button[type=submit]'); clicks++; await sleep(1500);
  await p.screenshot({ path: S+'03-login-wrong-pwd.png' });
  console.log('WRONG:', p.url(), (await p.innerText('body')).replace(/\n+/g,' / ').slice(0,400));
  // language zh-CN
  await p.selectOption('select[aria-label=Language]', { label: '简体中文' }); await sleep(800);
  await p.screenshot({ path: S+'04-login-zh.png' });
  console.log('ZH:', (await p.innerText('body')).replace(/\n+/g,' / ').slice(0,400));
  console.log('ZH dump:', (await dump(p)).join(' ;; '));
  await p.selectOption('select', { label: 'English' }); await sleep(800);
  console.log('EN again:', (await p.innerText('body')).replace(/\n+/g,' / ').slice(0,300));
  await p.fill('input[name=pwd]', 'k74cB51T9ZKC'); await p.click('button[type=submit]'); clicks++;
  await p.waitForLoadState('networkidle').catch(()=>{}); await sleep(3000);
  console.log('AFTER LOGIN:', p.url(), 'clicks', clicks);
  await p.screenshot({ path: S+'05-dashboard.png' });
  console.log((await p.innerText('body')).replace(/\n+/g,' / ').slice(0,1500));
  console.log('DUMP:', (await dump(p)).filter(s=>/big screen|大屏/i.test(s)).join('\n'));
  await ctx.storageState({ path: '/tmp/walk27/state.json' });
  console.log(log.join('\n'));
  await b.close();
})();
