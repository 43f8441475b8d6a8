import { shareLink } from './share-link.js';

const target = { title: 'Cold-Pressed Coconut Oil', url: 'https://shop.example.com/product/3' };

describe('shareLink', () => {
  it('uses the native share sheet where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();

    await expect(shareLink(target, { share, clipboard: { writeText } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: target.title, url: target.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the browser cannot share', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);

    await expect(shareLink(target, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it('does nothing more when the shopper closes the share sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = jest.fn();

    await expect(shareLink(target, { share, clipboard: { writeText } })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing fails, and reports when copying fails too', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(target, { share, clipboard: { writeText } })).resolves.toBe('copied');

    await expect(
      shareLink(target, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('no')) } }),
    ).resolves.toBe('failed');
    await expect(shareLink(target, {})).resolves.toBe('failed');
  });
});
