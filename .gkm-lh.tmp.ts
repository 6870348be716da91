import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(process.argv[2]!, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r!.lhr.audits;
console.log('CLS', a['cumulative-layout-shift']?.numericValue, 'LCP', a['largest-contentful-paint']?.numericValue, a['largest-contentful-paint-element']?.details ? JSON.stringify(a['largest-contentful-paint-element'].details).slice(0, 600) : '');
console.log(JSON.stringify(a['layout-shifts']?.details, null, 1)?.slice(0, 3000));
chrome.kill();
