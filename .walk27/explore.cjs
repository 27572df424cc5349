const { launch, attach, log, dump } = require('./lib.cjs');
(async () => {
  const b = await launch();
  const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
  const p = await ctx.newPage(); attach(p, 'login');
  await p.goto('http://127.0.0.1:9102/login', { waitUntil: 'networkidle' });
  await p.screenshot({ path: '/tmp/walk27/01-login.png' });
  console.log(p.url()); console.log((await dump(p)).join('\n'));
  console.log((await p.innerText('body')).slice(0, 1500));
  console.log(log.join('\n'));
  await b.close();
})();
