import { edgeSecretHeader, viewerAddressHeader } from '@contract/edge-headers';
import { clientAddress, viewerAddressOf } from '../../functions/http/client-address';

const secret = 'stage-edge-secret-0123456789';
const viewer = viewerAddressHeader.toLowerCase();
const fromEdge = (value: string) => ({ [edgeSecretHeader]: secret, [viewer]: value });

describe("the viewer's address in CloudFront-Viewer-Address", () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['1.2.3.4:5678', '1.2.3.4'],
    // CloudFront's IPv6 form: the address unbracketed, the port after its last colon.
    ['2001:db8::1:443', '2001:db8::1'],
    ['2001:db8:85a3::8a2e:370:7334:46532', '2001:db8:85a3::8a2e:370:7334'],
    ['::1:5678', '::1'],
    ['[::1]:5678', '::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    [' 1.2.3.4:5678 ', '1.2.3.4'],
  ])('reads %s as %s, without the port', (value, address) => {
    expect(viewerAddressOf(value)).toBe(address);
  });

  it.each([
    [''],
    ['1.2.3.4'],
    ['1.2.3.4:'],
    ['1.2.3.4:99999'],
    ['1.2.3.4:port'],
    ['999.2.3.4:80'],
    ['[1.2.3.4]:80'],
    ['[::1]'],
    ['example.com:443'],
    ['1.2.3.4:80, 5.6.7.8:80'],
  ])('refuses %j', (value) => {
    expect(viewerAddressOf(value)).toBeNull();
  });
});

describe("the client's address", () => {
  it('is the viewer CloudFront saw when the request carries the edge secret', () => {
    expect(clientAddress(fromEdge('203.0.113.7:51000'), '130.176.0.1', secret)).toBe('203.0.113.7');
    expect(clientAddress(fromEdge('2001:db8::7:51000'), '130.176.0.1', secret)).toBe('2001:db8::7');
  });

  it('is the connection’s address without the secret, whatever CloudFront-Viewer-Address says', () => {
    expect(clientAddress({ [viewer]: '203.0.113.7:51000' }, '198.51.100.1', secret)).toBe('198.51.100.1');
    const wrong = { [edgeSecretHeader]: `${secret}x`, [viewer]: '203.0.113.7:51000' };
    expect(clientAddress(wrong, '198.51.100.1', secret)).toBe('198.51.100.1');
    const short = { [edgeSecretHeader]: secret.slice(1), [viewer]: '203.0.113.7:51000' };
    expect(clientAddress(short, '198.51.100.1', secret)).toBe('198.51.100.1');
  });

  it('believes no header where the function has no secret, even an empty one sent', () => {
    const empty = { [edgeSecretHeader]: '', [viewer]: '203.0.113.7:51000' };
    expect(clientAddress(empty, '198.51.100.1', '')).toBe('198.51.100.1');
    expect(clientAddress(empty, '198.51.100.1', undefined)).toBe('198.51.100.1');
  });

  it('is the connection’s address when the edge sent no usable viewer address', () => {
    expect(clientAddress({ [edgeSecretHeader]: secret }, '130.176.0.1', secret)).toBe('130.176.0.1');
    expect(clientAddress(fromEdge('garbage'), '130.176.0.1', secret)).toBe('130.176.0.1');
    expect(clientAddress(undefined, '130.176.0.1', secret)).toBe('130.176.0.1');
  });
});
