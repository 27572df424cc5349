const { launch, attach, log, dump } = require('./lib.cjs');
const B='http://127.0.0.1:9102', S='/tmp/walk27/';
const sleep = ms => new Promise(r=>setTimeout(r,ms));
(async () => {
  const b = await launch();
  const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', storageState: '/tmp/walk27/state.json' });
  const p = await ctx.newPage(); attach(p, 'dash');
  const reqs=[]; p.on('request', r=>{ if(!/\.(js|css|woff2?|svg|png)/.test(r.url())) reqs.push(r.method()+' '+r.url()); });
  await p.goto(B+'/dashboard', { waitUntil: 'domcontentloaded' });
  for (const t of [3,8,15]) { await sleep(t===3?3000:5000); console.log(t, (await p.innerText('body')).replace(/\n+/g,' / ').slice(350,900)); }
  await p.screenshot({ path: S+'06-dashboard-15s.png' });
  console.log('REQS', reqs.join('\n'));
  console.log('BIG:', (await dump(p)).filter(s=>/big screen|大屏/i.test(s)).join('\n'));
  console.log(log.join('\n'));
  await b.close();
})();
