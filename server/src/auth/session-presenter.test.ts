import { describe, expect, it } from 'vitest';
import { browserOf, userAgentParts } from './session-presenter';

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36';

describe('userAgentParts', () => {
  it('tells browser, its major version, system and device apart', () => {
    expect(userAgentParts(firefoxOnWindows)).toEqual({ browserName: 'Firefox', browserVersion: '128', system: 'Windows 10', device: 'desktop' });
    expect(userAgentParts(safariOnIphone)).toEqual({ browserName: 'Safari', browserVersion: '17', system: 'iOS 17.5', device: 'mobile' });
    expect(userAgentParts(chromeOnLinux)).toEqual({ browserName: 'Chrome', browserVersion: '126', system: 'Linux', device: 'desktop' });
  });

  it('names nothing it cannot read', () => {
    expect(userAgentParts('')).toEqual({ browserName: null, browserVersion: null, system: null, device: null });
    expect(userAgentParts('curl/8.5.0').system).toBeNull();
  });

  it('keeps the English summary for API users', () => {
    expect(browserOf(firefoxOnWindows)).toBe('Firefox 128 on Windows');
    expect(browserOf('')).toBe('Unknown browser');
  });
});
