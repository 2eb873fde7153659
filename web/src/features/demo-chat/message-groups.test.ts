import { describe, expect, it } from 'vitest';
import { groupMessages, incomingSince } from './message-groups';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();
const msg = (senderId: number, message: string, time: string) => ({ senderId, message, time });
const utcDay = (iso: string) => iso.slice(0, 10);

describe('message groups', () => {
  it('groups consecutive messages of one sender, and starts a new group on a new day', () => {
    const messages = [msg(1, 'a', at(1, 9)), msg(1, 'b', at(1, 10)), msg(2, 'c', at(1, 11)), msg(2, 'd', at(2, 9)), msg(1, 'e', at(2, 10))];
    const groups = groupMessages(messages, utcDay);
    expect(groups.map((g) => [g.senderId, g.messages.map((m) => m.message).join(''), g.newDay])).toEqual([
      [1, 'ab', '2026-03-01'],
      [2, 'c', null],
      [2, 'd', '2026-03-02'],
      [1, 'e', null],
    ]);
    expect(groupMessages([], utcDay)).toEqual([]);
  });
});

describe('incoming messages', () => {
  const before = [msg(1, 'hi', at(1, 9)), msg(11, 'hello', at(1, 10))];
  it('finds what others wrote since the last known message', () => {
    const after = [...before, msg(11, 'mine', at(1, 11)), msg(1, 'new one', at(1, 12))];
    expect(incomingSince(before, after, 11).map((m) => m.message)).toEqual(['new one']);
  });
  it('announces nothing on the first load or when nothing is new', () => {
    expect(incomingSince(undefined, before, 11)).toEqual([]);
    expect(incomingSince(before, before, 11)).toEqual([]);
  });
  it('counts every message of a thread that was empty before', () => {
    expect(incomingSince([], [msg(1, 'first', at(1, 9))], 11).map((m) => m.message)).toEqual(['first']);
  });
});
