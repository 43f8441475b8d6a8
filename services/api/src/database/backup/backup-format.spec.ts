import { BackupError, defaultBackupFile, parseRowLine, rowLine } from './backup-format.js';

describe('backup lines', () => {
  it('wrap the database text of a row without touching it', () => {
    const row = '{"id":7,"total":65.20,"items":[{"unitPrice": 18.99}],"note":"Ring twice — merci 🙏"}';
    const line = rowLine('orders', row);
    expect(line).toBe(`{"table":"orders","row":${row}}\n`);
    expect(JSON.parse(line)).toEqual({ table: 'orders', row: JSON.parse(row) });
    expect(parseRowLine(line.trimEnd())).toEqual({ table: 'orders', rowJson: row });
  });

  it('keep a row on one line when a json column holds line breaks between its tokens', () => {
    const line = rowLine('events', '{"id":1,"payload":{\n  "a": "x\\ny"\r\n}}');
    expect(line.slice(0, -1)).not.toMatch(/[\r\n]/);
    expect(JSON.parse(line).row).toEqual({ id: 1, payload: { a: 'x\ny' } });
  });

  it('read back table names that need escaping', () => {
    expect(parseRowLine(rowLine('odd "name"', '{}').trimEnd())).toEqual({ table: 'odd "name"', rowJson: '{}' });
  });

  it('refuse a line of another shape', () => {
    expect(() => parseRowLine('{"row":{},"table":"orders"}')).toThrow(BackupError);
    expect(() => parseRowLine('{"table":"orders","row":{"id":1}]')).toThrow(BackupError);
    // The row text itself is checked by the database (json), never parsed here.
    expect(parseRowLine('{"table":"orders","row":{"id":1}').rowJson).toBe('{"id":1');
  });

  it('name default files by time, without colons', () => {
    expect(defaultBackupFile('/srv/shop', new Date('2031-05-04T10:30:00.000Z'))).toBe(
      '/srv/shop/backups/shop-2031-05-04T10-30-00.000Z.jsonl.gz',
    );
  });
});
